import {
  emailIdParams,
  emailListParams,
  emailsMeta,
  endpoints,
  folderNeighbours,
  inView,
  matchesSearch,
  missingRecipient,
  newestFirst,
  paginateParams,
  sendEmailBody,
  toggleLabel,
  updateEmailsBody,
  updateLabelBody,
  type Email,
  type EmailListResponse,
  type EmailResponse,
  type SendEmailResponse,
  type UpdateEmailsResponse
} from '@/views/apps/email/contract'
import { get, post } from '../../route'
import { badRequest, created, createStore, findById, merge, nextId, notFound, ok, parse } from '../../utils'

const store = createStore(() =>
  import('./data').then((m) => ({ emails: m.createEmails(), mailbox: m.mailbox }))
)

export function listEmails(emails: readonly Email[], params: Record<string, unknown>): EmailListResponse {
  const view = parse(emailListParams, params)
  const listed = emails
    .filter((email) => inView(email, view) && matchesSearch(email, view.q))
    .sort(newestFirst)
  return { emails: listed, emailsMeta: emailsMeta(emails) }
}

/** One unknown id refuses the whole call (404), so nothing changes. */
function findAll(emails: Email[], ids: readonly number[]): Email[] {
  return ids.map((id) => findById(emails, id, 'email'))
}

function withNeighbours(emails: readonly Email[], email: Email): EmailResponse {
  const { previous, next } = folderNeighbours(emails, email.id)
  return { ...email, hasPreviousMail: previous !== undefined, hasNextMail: next !== undefined }
}

get<EmailListResponse>(endpoints.list, async (req) => ok(listEmails((await store.get()).emails, req.params)))

post<UpdateEmailsResponse>(endpoints.update, async (req) => {
  const { emailIds, dataToUpdate } = parse(updateEmailsBody, req.body)
  for (const email of findAll((await store.get()).emails, emailIds))
    Object.assign(email, merge(email, dataToUpdate))
  return ok({})
})

post<UpdateEmailsResponse>(endpoints.updateLabel, async (req) => {
  const { emailIds, label } = parse(updateLabelBody, req.body)
  for (const email of findAll((await store.get()).emails, emailIds))
    email.labels = toggleLabel(email.labels, label)
  return ok({})
})

get<EmailResponse>(endpoints.one, async (req) => {
  const { id } = parse(emailIdParams, req.params)
  const { emails } = await store.get()
  return ok(withNeighbours(emails, findById(emails, id, 'email')))
})

get<EmailResponse>(endpoints.paginate, async (req) => {
  const { dir, emailId } = parse(paginateParams, req.params)
  const { emails } = await store.get()
  findById(emails, emailId, 'email')
  const neighbour = folderNeighbours(emails, emailId)[dir]
  // No neighbour that way answers 404 "missing adjacent email".
  return neighbour ? ok(withNeighbours(emails, neighbour)) : notFound(`${dir} email`)
})

post<SendEmailResponse>(endpoints.send, async (req) => {
  const body = parse(sendEmailBody, req.body)
  const missing = missingRecipient(body)
  if (missing) return badRequest(missing)
  const { emails, mailbox } = await store.get()
  const email: Email = {
    ...body.email,
    id: nextId(emails),
    from: mailbox,
    time: new Date().toISOString(),
    isRead: true,
    isStarred: false,
    labels: [],
    folder: body.isDraft ? 'draft' : 'sent',
    replies: []
  }
  emails.push(email)
  return created({ email })
})
