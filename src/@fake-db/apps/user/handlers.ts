import {
  avatarColors,
  endpoints,
  newUserSchema,
  userIdParams,
  deleteUserParams,
  userListParams,
  userUpdateSchema,
  type ManagedUser,
  type UserListResponse,
  allUsersResponseSchema,
  userListAnswer,
  userResponseSchema,
  deleteUserAnswer,
  userBulkUpdateBody
} from '@/views/apps/user/contract'
import { bulkAnswer, bulkDeleteBody } from '@/@core/list/bulk/bulk.contract'
import { eachRow, pickRows } from '../../kit/bulk'
import { del, get, post, type RouteDef } from '../../route'
import {
  created,
  createStore,
  fail,
  findById,
  listQuery,
  merge,
  nextId,
  ok,
  parse,
  refuse,
  removeById,
  updateById,
  type ListSpec
} from '../../utils'
import { permissionsOn } from '../../permission'

const may = permissionsOn('User')

const store = createStore('users', () => import('./data').then((m) => m.createUsers()))

const listSpec: ListSpec<ManagedUser, typeof userListParams> = {
  params: userListParams,
  searched: (row) => [row.email, row.fullName, row.billing],
  filters: { role: (row) => row.role, currentPlan: (row) => row.currentPlan, status: (row) => row.status }
}

export function listUsers(rows: readonly ManagedUser[], params: Record<string, unknown>): UserListResponse {
  const { total, rows: users } = listQuery(rows, params, listSpec)
  return { total, users }
}

// The sign-up words, so the add and edit forms show what /register shows.
const takenWords = {
  email: 'This email is already in use.',
  username: 'This username is already in use.'
} as const

function refuseTaken(
  users: readonly ManagedUser[],
  fields: Partial<Pick<ManagedUser, 'email' | 'username'>>,
  ownId?: number
): void {
  const taken: Partial<Record<keyof typeof takenWords, string>> = {}
  const codes: Partial<Record<keyof typeof takenWords, 'taken'>> = {}
  for (const key of ['email', 'username'] as const) {
    const wanted = fields[key]?.toLowerCase()
    if (wanted && users.some((user) => user.id !== ownId && user[key].toLowerCase() === wanted)) {
      taken[key] = takenWords[key]
      codes[key] = 'taken'
    }
  }
  if (Object.keys(taken).length > 0) refuse(fail(400, { error: taken, code: codes }))
}

/** This area's calls, named in src/@fake-db/allHandlers.ts (the app's mock finds the folder itself). */
export const handlers: RouteDef[] = [
  get(endpoints.all, async () => ok(await store.get()), {
    permission: may.read,
    answer: allUsersResponseSchema
  }),
  get(endpoints.list, async (req) => ok(listUsers(await store.get(), req.params)), {
    permission: may.read,
    answer: userListAnswer,
    query: userListParams
  }),
  get(
    endpoints.one,
    async (req) => {
      const { id } = parse(userIdParams, req.params)
      return ok({ user: findById(await store.get(), id, 'user') })
    },
    { permission: may.read, answer: userResponseSchema, query: userIdParams }
  ),
  post(
    endpoints.add,
    async (req) => {
      const fields = parse(newUserSchema, req.body)
      const users = await store.get()
      refuseTaken(users, fields)
      const id = nextId(users)
      const defaults: ManagedUser = {
        id,
        fullName: '',
        username: '',
        email: '',
        company: '',
        country: '',
        contact: '',
        role: 'subscriber',
        currentPlan: 'basic',
        status: 'pending',
        billing: 'Auto Debit',
        avatar: '',
        avatarColor: avatarColors[id % avatarColors.length]
      }
      const user = merge(defaults, fields)
      users.push(user)
      return created({ user })
    },
    { permission: may.create, answer: userResponseSchema, created: true, body: newUserSchema }
  ),
  post(
    endpoints.update,
    async (req) => {
      const { id, ...fields } = parse(userUpdateSchema, req.body)
      const users = await store.get()
      findById(users, id, 'user')
      refuseTaken(users, fields, id)
      return ok({ user: updateById(users, id, 'user', (user) => merge(user, fields)) })
    },
    {
      permission: may.update,
      answer: userResponseSchema,
      extension: true,
      body: userUpdateSchema
    }
  ),
  del(
    endpoints.delete,
    async (req) => {
      const { id } = parse(deleteUserParams, req.params)
      removeById(await store.get(), id, 'user')
      return ok({})
    },
    {
      permission: may.delete,
      answer: deleteUserAnswer,
      query: deleteUserParams
    }
  ),
  post(
    endpoints.bulkDelete,
    async (req) => {
      const { selection } = parse(bulkDeleteBody, req.body)
      const users = await store.get()
      const picked = pickRows(users, selection, listSpec)
      return ok(eachRow(picked, 'user', (user) => removeById(users, user.id, 'user')))
    },
    { permission: may.delete, answer: bulkAnswer, extension: true, undoable: true, body: bulkDeleteBody }
  ),
  post(
    endpoints.bulkUpdate,
    async (req) => {
      const { selection, change } = parse(userBulkUpdateBody, req.body)
      const users = await store.get()
      const picked = pickRows(users, selection, listSpec)
      return ok(
        eachRow(picked, 'user', (user) => updateById(users, user.id, 'user', (row) => merge(row, change)))
      )
    },
    { permission: may.update, answer: bulkAnswer, extension: true, undoable: true, body: userBulkUpdateBody }
  )
]
