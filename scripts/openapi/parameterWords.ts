// What a parameter means, by its name: the same name means the same thing in every call that takes it.
const words: Record<string, string> = {
  id: 'The id of the record the call reads, changes or deletes.',
  q: 'Search text: trimmed, case-insensitive, a part of the fields the call names; empty matches everything.',
  sortBy: 'The order of the list, one of the values given.',
  page: 'The page to answer, from 1; anything but a positive whole number falls back to the default.',
  perPage:
    'Records per page, at most 100 (groups on a grouped call, at most 50); anything but a positive whole number ' +
    'falls back to the default.',
  category: 'Keeps only the records of this category.',
  minPrice: 'Keeps only products costing at least this many dollars.',
  maxPrice: 'Keeps only products costing at most this many dollars.',
  rating: 'Keeps only products rated at least this many stars.',
  freeShipping: 'Keeps only products shipped free.',
  idOrSlug: "The product's id or its slug.",
  productId: 'The id of the product.',
  folder: 'The mail folder to list.',
  label: 'Keeps only the mails with this label.',
  dir: 'Which neighbour to answer: `previous` (newer) or `next` (older).',
  emailId: 'The id of the mail to step from.',
  status: 'Keeps only the records with this status.',
  sort: 'The direction of the order: `asc` or `desc`.',
  sortColumn: 'The field to order by; another value keeps the default order.',
  assignedTo: 'Keeps only the tasks assigned to this person.',
  filter: 'Which tasks to list.',
  tag: 'Keeps only the tasks with this tag.',
  taskId: 'The id of the task.',
  role: 'Keeps only the users with this role.',
  currentPlan: 'Keeps only the users on this plan.',
  name: 'The name of what the call answers.',
  range: 'The period the figures cover.',
  year: 'The year the figures cover.',
  lang: "The language of the answer's words; another value answers in English.",
  question: 'The slug of the question; absent: the first question.',
  query: 'Search text for the options.',
  calendars: 'The calendars whose events to list.',
  brands: 'Keeps only the products of these brands.',
  view: 'Which entries to list: those of a folder, or a view across the workspace.',
  folderId: 'The id of the folder whose entries to list; absent: the top.',
  type: 'Keeps only the files of this type.',
  user: 'Keeps only the entries of the user with this id.',
  app: 'Keeps only the entries of this app (the first segment of its calls, such as `invoice`).',
  action: 'Keeps only the entries of this action.',
  entity: 'The kind of record, such as `invoice`, `task` or `user`.',
  show: 'Which of your notifications: `all` or only the `unread` ones.',
  recordId: 'Keeps only the entries about the record with this id (with `entity`, one record).',
  minAt: 'Keeps only the entries of this day (`YYYY-MM-DD`) or later.',
  maxAt: 'Keeps only the entries of this day (`YYYY-MM-DD`) or earlier.',
  groupBy: 'The columns to group by, outer first; one or two, each once.',
  aggregate: 'The numeric columns each group adds up and averages.',
  groupSort: "The groups' order: their key, their row count or a requested column's sum or average.",
  open: 'The leaf groups whose rows the answer carries, each its key values URI-encoded and joined by `/`.',
  list: 'The list whose saved views to answer, named by its page (`apps.user.list`).',
  version:
    'The version of the record the call was based on: refused with 409 `conflict` when it has moved on.'
}

/** The description of a parameter: its name's words, then the call's own note (a list's spelling), if any. */
export function parameterDescription(name: string, note?: string): string | undefined {
  const text = [words[name], note].filter(Boolean).join(' ')
  return text || undefined
}
