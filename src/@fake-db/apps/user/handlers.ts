// Demo data, remove with the mock. The users app's calls (API.md "Users").
import type {
  AddUserResponse,
  AvatarColor,
  DeleteUserResponse,
  ManagedUser,
  UpdateUserResponse,
  UserAllDataResponse,
  UserBilling,
  UserListResponse,
  UserPlan,
  UserResponse,
  UserRole,
  UserSortColumn,
  UserStatus
} from '@/views/apps/user/types'
import { del, get, post } from '../../route'
import {
  badRequest,
  type Checked,
  created,
  createStore,
  matchesQuery,
  nextId,
  notFound,
  ok,
  paginate,
  readBody,
  readId,
  sortBy,
  toDirection,
  toPositiveInt,
  isKeyOf
} from '../../utils'

const store = createStore(() => import('./data').then((m) => m.createUsers()))

// Records keyed by every member of a union: the compiler flags a value added to or missing from
// types.ts, and the mock cannot import runtime values from the client.
const roles: Record<UserRole, true> = { admin: true, author: true, editor: true, maintainer: true, subscriber: true }
const plans: Record<UserPlan, true> = { basic: true, team: true, company: true, enterprise: true }
const statuses: Record<UserStatus, true> = { active: true, inactive: true, pending: true }
const billings: Record<UserBilling, true> = {
  'Auto Debit': true,
  'Manual - Credit Card': true,
  'Manual - Paypal': true,
  'Manual - Cash': true
}
const colors: Record<AvatarColor, true> = { primary: true, success: true, danger: true, warning: true, info: true, secondary: true }
const sortColumns: Record<UserSortColumn, true> = {
  id: true,
  fullName: true,
  username: true,
  email: true,
  company: true,
  country: true,
  contact: true,
  role: true,
  currentPlan: true,
  status: true,
  billing: true,
  avatarColor: true
}

// ---- list -------------------------------------------------------------------------------------

/** The list call's answer over any rows: search, exact filters, sort, page (API.md). Pure. */
export function listUsers(rows: readonly ManagedUser[], params: Record<string, unknown>): UserListResponse {
  // An empty filter means "any"; a non-empty one must match exactly (so an unknown value finds none).
  const exact = (key: 'role' | 'currentPlan' | 'status', value: string) => {
    const wanted = params[key]
    return wanted === undefined || wanted === null || wanted === '' || wanted === value
  }
  const matching = rows.filter(
    (row) =>
      exact('role', row.role) &&
      exact('currentPlan', row.currentPlan) &&
      exact('status', row.status) &&
      matchesQuery(params.q, row.email, row.fullName, row.billing)
  )
  const column = isKeyOf(sortColumns, params.sortColumn) ? params.sortColumn : 'fullName'
  const sorted = sortBy(matching, column, toDirection(params.sort, 'asc'))
  const page = toPositiveInt(params.page, 1)
  const perPage = toPositiveInt(params.perPage, 10)
  return { total: matching.length, users: paginate(sorted, page, perPage) }
}

// ---- input checks -----------------------------------------------------------------------------

type UserFields = Partial<Omit<ManagedUser, 'id'>>
type Rule = (value: unknown) => string | null

const invalid = (error: string): Checked<never> => ({ ok: false, error })
const oneOf =
  <K extends string>(set: Record<K, true>): Rule =>
  (v) =>
    isKeyOf(set, v) ? null : `must be one of ${Object.keys(set).join(', ')}`
const text: Rule = (v) => (typeof v === 'string' ? null : 'must be a string')
const required: Rule = (v) => (typeof v !== 'string' ? 'must be a string' : v.trim() ? null : 'is required')

const rules: Record<keyof UserFields, Rule> = {
  fullName: required,
  username: required,
  email: (v) => required(v) ?? (/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test((v as string).trim()) ? null : 'must be an e-mail address'),
  company: text,
  country: text,
  contact: text,
  avatar: text,
  role: oneOf(roles),
  currentPlan: oneOf(plans),
  status: oneOf(statuses),
  billing: oneOf(billings),
  avatarColor: oneOf(colors)
}

// Required texts are stored trimmed, so a later search or sort is not thrown by stray spaces.
const trimmed = new Set<string>(['fullName', 'username', 'email'])

/** The known fields present in `input`, each checked; unknown keys (and `id`) are left out. A
 *  present `null` is an error, so an update cannot blank a field by sending null. */
function checkFields(input: Record<string, unknown>): Checked<UserFields> {
  const fields: Record<string, unknown> = {}
  for (const [key, rule] of Object.entries(rules)) {
    const value = input[key]
    if (value === undefined) continue
    const problem = rule(value)
    if (problem) return invalid(`${key} ${problem}`)
    fields[key] = trimmed.has(key) && typeof value === 'string' ? value.trim() : value
  }
  return { ok: true, value: fields as UserFields }
}

const palette = Object.keys(colors) as AvatarColor[]

// ---- calls ------------------------------------------------------------------------------------

get<UserAllDataResponse>('/api/users/list/all-data', async () => ok(await store.get()))

get<UserListResponse>('/api/users/list/data', async (req) => ok(listUsers(await store.get(), req.params)))

get<UserResponse>('/api/users/user', async (req) => {
  const id = readId(req.params.id)
  if (!id.ok) return badRequest(id.error)
  const user = (await store.get()).find((row) => row.id === id.value)
  return user ? ok({ user }) : notFound('user')
})

post<AddUserResponse>('/apps/users/add-user', async (req) => {
  const body = readBody(req.body)
  if (!body.ok) return badRequest(body.error)
  for (const key of ['fullName', 'email', 'username'] as const) {
    if (body.value[key] === undefined || body.value[key] === null) return badRequest(`${key} is required`)
  }
  const fields = checkFields(body.value)
  if (!fields.ok) return badRequest(fields.error)
  const { fullName = '', email = '', username = '', ...rest } = fields.value

  const users = await store.get()
  const id = nextId(users)
  const user: ManagedUser = {
    id,
    fullName,
    username,
    email,
    company: '',
    country: '',
    contact: '',
    role: 'subscriber',
    currentPlan: 'basic',
    status: 'pending',
    billing: 'Auto Debit',
    avatar: '',
    avatarColor: palette[id % palette.length],
    ...rest
  }
  users.push(user)
  return created({ user })
})

post<UpdateUserResponse>('/apps/users/update-user', async (req) => {
  const body = readBody(req.body)
  if (!body.ok) return badRequest(body.error)
  const id = readId(body.value.id)
  if (!id.ok) return badRequest(id.error)
  const fields = checkFields(body.value)
  if (!fields.ok) return badRequest(fields.error)

  const users = await store.get()
  const index = users.findIndex((row) => row.id === id.value)
  if (index < 0) return notFound('user')
  const user = { ...users[index], ...fields.value }
  users[index] = user
  return ok({ user })
})

del<DeleteUserResponse>('/apps/users/delete', async (req) => {
  const id = readId(req.params.id)
  if (!id.ok) return badRequest(id.error)
  const users = await store.get()
  const index = users.findIndex((row) => row.id === id.value)
  if (index < 0) return notFound('user')
  users.splice(index, 1)
  return ok({})
})
