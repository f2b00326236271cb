import {
  emailBulkUpdateBody,
  emailIdParams,
  emailListParams,
  emailsMeta,
  endpoints,
  folderNeighbours,
  inView,
  missingRecipient,
  newestFirst,
  paginateParams,
  refusesMove,
  sendEmailBody,
  toggleLabel,
  updateEmailsBody,
  updateLabelBody,
  type Email,
  type EmailBulkChange,
  type EmailListResponse,
  type EmailResponse,
  emailListAnswer,
  emailResponseSchema,
  sendEmailAnswer,
  updateEmailsAnswer
} from '@/views/apps/email/contract'
import { bulkAnswer } from '@/@core/list/bulk/bulk.contract'
import { eachRow, pickRows } from '../../kit/bulk'
import { get, post, type RouteDef } from '../../route'
import {
  badRequest,
  created,
  createStore,
  findById,
  listQuery,
  merge,
  nextId,
  notFound,
  ok,
  parse,
  fail,
  refuse,
  updateById,
  type ListSpec
} from '../../utils'
import { permissionsOn } from '../../permission'

const may = permissionsOn('Email')

const store = createStore('emails', () =>
  import('./data').then((m) => ({ emails: m.createEmails(), mailbox: m.mailbox }))
)

const emailList: ListSpec<Email, typeof emailListParams> = {
  params: emailListParams,
  searched: (email) => [email.from.name, email.subject],
  where: inView,
  order: newestFirst
}

export function listEmails(emails: readonly Email[], params: Record<string, unknown>): EmailListResponse {
  return { emails: listQuery(emails, params, emailList).rows, emailsMeta: emailsMeta(emails) }
}

/** One unknown id refuses the whole call (404), so nothing changes. */
function findAll(emails: Email[], ids: readonly number[]): Email[] {
  return ids.map((id) => findById(emails, id, 'email'))
}

/** One mail's part of a bulk change; a move its folder does not allow is refused and leaves the mail as it was. */
function changed(email: Email, { folder, isRead, isStarred, toggleLabel: label }: EmailBulkChange): Email {
  if (folder && refusesMove(email.folder, folder))
    refuse(fail(409, { error: `Mail in ${email.folder} cannot move to ${folder}`, code: 'draftMove' }))
  return merge(email, {
    folder,
    isRead,
    isStarred,
    labels: label ? toggleLabel(email.labels, label) : undefined
  })
}

function withNeighbours(emails: readonly Email[], email: Email): EmailResponse {
  const { previous, next } = folderNeighbours(emails, email.id)
  return { ...email, hasPreviousMail: previous !== undefined, hasNextMail: next !== undefined }
}

/** This area's calls, named in src/@fake-db/allHandlers.ts (the app's mock finds the folder itself). */
export const handlers: RouteDef[] = [
  get(endpoints.list, async (req) => ok(listEmails((await store.get()).emails, req.params)), {
    permission: may.read,
    answer: emailListAnswer,
    query: emailListParams
  }),
  post(
    endpoints.update,
    async (req) => {
      const { emailIds, dataToUpdate } = parse(updateEmailsBody, req.body)
      for (const email of findAll((await store.get()).emails, emailIds))
        Object.assign(email, merge(email, dataToUpdate))
      return ok({})
    },
    { permission: may.update, answer: updateEmailsAnswer, body: updateEmailsBody }
  ),
  post(
    endpoints.updateLabel,
    async (req) => {
      const { emailIds, label } = parse(updateLabelBody, req.body)
      for (const email of findAll((await store.get()).emails, emailIds))
        email.labels = toggleLabel(email.labels, label)
      return ok({})
    },
    { permission: may.update, answer: updateEmailsAnswer, body: updateLabelBody }
  ),
  post(
    endpoints.bulkUpdate,
    async (req) => {
      const { selection, change } = parse(emailBulkUpdateBody, req.body)
      const { emails } = await store.get()
      const picked = pickRows(emails, selection, emailList)
      return ok(
        eachRow(picked, 'email', ({ id }) =>
          updateById(emails, id, 'email', (email) => changed(email, change))
        )
      )
    },
    { permission: may.update, answer: bulkAnswer, extension: true, undoable: true, body: emailBulkUpdateBody }
  ),
  get(
    endpoints.one,
    async (req) => {
      const { id } = parse(emailIdParams, req.params)
      const { emails } = await store.get()
      return ok(withNeighbours(emails, findById(emails, id, 'email')))
    },
    { permission: may.read, answer: emailResponseSchema, query: emailIdParams }
  ),
  get(
    endpoints.paginate,
    async (req) => {
      const { dir, emailId } = parse(paginateParams, req.params)
      const { emails } = await store.get()
      findById(emails, emailId, 'email')
      const neighbour = folderNeighbours(emails, emailId)[dir]
      // No neighbour that way is a missing record: 404.
      return neighbour ? ok(withNeighbours(emails, neighbour)) : notFound(`${dir} email`)
    },
    { permission: may.read, answer: emailResponseSchema, query: paginateParams }
  ),
  post(
    endpoints.send,
    async (req) => {
      const body = parse(sendEmailBody, req.body)
      const missing = missingRecipient(body)
      if (missing) return badRequest({ error: missing, code: 'required', field: 'email.to' })
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
    },
    { permission: may.create, answer: sendEmailAnswer, created: true, extension: true, body: sendEmailBody }
  )
]
