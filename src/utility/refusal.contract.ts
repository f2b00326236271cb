/** The stable codes a refusal carries beside its English words: a client translates the code, never the words. */
export const refusalCodes = [
  // An input that breaks a rule of its contract: the same codes a form shows before it sends.
  'required',
  'type',
  'wholeNumber',
  'tooSmall',
  'tooBig',
  'tooLong',
  'oneOf',
  'email',
  'invalid',
  'date',
  'dateTime',
  'notBeforeStart',
  'birthDate',
  'money',
  'taken',
  'unique',
  'url',
  // The request as a whole.
  'malformed',
  'notFound',
  'unauthorized',
  'forbidden',
  'noRoute',
  'notAllowed',
  'unsupportedType',
  'tooLarge',
  'server',
  // One area's own rule: signing in, the cart, API keys, an invoice's status, a move.
  'badCredentials',
  'badRefreshToken',
  'emptyCart',
  'tooManyKeys',
  'followsPayments',
  'tooManyAccounts',
  'signUpClosed',
  'intoOwnFolder',
  // Undoing an activity entry: the record changed since, the entry was undone already, or it changed a secret.
  'changedSince',
  'undone',
  'secretChange',
  // An update or delete based on a version the record has moved past (it answers the current record).
  'conflict',
  // Saved views: one more than a list keeps.
  'tooManyViews',
  // A task in the todo app's trash: restored before it is changed again.
  'inTrash',
  // A mail moved where a draft may not go, or into the drafts.
  'draftMove'
] as const

export type RefusalCode = (typeof refusalCodes)[number]

export const isRefusalCode = (value: unknown): value is RefusalCode =>
  (refusalCodes as readonly unknown[]).includes(value)

/** A whole-request refusal, `{error, code}`; `field` names the input it is about, when it is about one. */
export interface Problem {
  error: string
  code: RefusalCode
  /** The input's path as the request spells it: `title`, `task.title`, `labels[0]`. */
  field?: string
  /** With `conflict`: the record as it is now, to resolve the stale change against. */
  current?: Record<string, unknown>
}

/** Refusals per field: `{error: {email: words}, code: {email: code}}`, the same keys in both. */
export interface FieldProblems {
  error: Record<string, string>
  code: Record<string, RefusalCode>
}

export function problem(code: RefusalCode, error: string, field?: string): Problem {
  return field === undefined ? { error, code } : { error, code, field }
}

/** One refusal per named field, in the shape above. */
export function fieldProblems(byField: Record<string, Omit<Problem, 'field'>>): FieldProblems {
  const entries = Object.entries(byField)
  return {
    error: Object.fromEntries(entries.map(([name, { error }]) => [name, error])),
    code: Object.fromEntries(entries.map(([name, { code }]) => [name, code]))
  }
}
