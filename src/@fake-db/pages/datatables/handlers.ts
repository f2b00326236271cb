import {
  employeeListParams,
  endpoints,
  maxQueryLength,
  type Employee,
  employeesAnswer,
  employeePageAnswer,
  employeeAnswer,
  employeeUpdateSchema,
  employeeBulkUpdateBody
} from '@/views/tables/contract'
import { bulkAnswer, bulkDeleteBody } from '@/@core/list/bulk/bulk.contract'
import {
  employeeGroupsAnswer,
  groupQuerySchema,
  groupsEndpoint,
  splitGroupQuery
} from '@/views/tables/grouping.contract'
import { get, post, type RouteDef } from '../../route'
import { eachRow, pickRows } from '../../kit/bulk'
import {
  badRequest,
  createStore,
  findById,
  listQuery,
  matchingRows,
  merge,
  ok,
  parse,
  refuse,
  removeById,
  updateById,
  type ListSpec
} from '../../utils'
import { permissionsOn } from '../../permission'
import { groupEmployees } from './groups'

const may = permissionsOn('Tables')

const store = createStore('datatables-employees', () => import('./data').then((m) => m.createEmployees()))

const listSpec: ListSpec<Employee, typeof employeeListParams> = {
  params: employeeListParams,
  searched: (row) => [row.full_name, row.post, row.email, row.age, row.salary, row.start_date]
}

/** This area's calls, named in src/@fake-db/allHandlers.ts (the app's mock finds the folder itself). */
export const handlers: RouteDef[] = [
  get(endpoints.initialData, async () => ok(await store.get()), {
    permission: may.read,
    answer: employeesAnswer
  }),
  get(
    endpoints.data,
    async (req) => {
      const { params } = req
      if (typeof params.q === 'string' && params.q.length > maxQueryLength)
        refuse(
          badRequest({ error: `q must be at most ${maxQueryLength} characters`, code: 'tooLong', field: 'q' })
        )
      const allData = await store.get()
      const { total, rows } = listQuery(allData, params, listSpec)
      return ok({ allData, invoices: rows, total })
    },
    { permission: may.read, answer: employeePageAnswer, query: employeeListParams }
  ),
  get(
    groupsEndpoint,
    async (req) => {
      const query = parse(groupQuerySchema, splitGroupQuery(req.params))
      const found = matchingRows(await store.get(), { q: query.q }, listSpec)
      return ok(groupEmployees(found, query))
    },
    { permission: may.read, answer: employeeGroupsAnswer, query: groupQuerySchema, extension: true }
  ),
  post(
    endpoints.update,
    async (req) => {
      const { id, ...fields } = parse(employeeUpdateSchema, req.body)
      const rows = await store.get()
      findById(rows, id, 'employee')
      return ok({ employee: updateById(rows, id, 'employee', (row) => merge(row, fields)) })
    },
    { permission: may.update, answer: employeeAnswer, body: employeeUpdateSchema, extension: true }
  ),
  post(
    endpoints.bulkUpdate,
    async (req) => {
      const { selection, change } = parse(employeeBulkUpdateBody, req.body)
      const rows = await store.get()
      return ok(
        eachRow(pickRows(rows, selection, listSpec), 'employee', ({ id }) =>
          updateById(rows, id, 'employee', (row) => merge(row, change))
        )
      )
    },
    {
      permission: may.update,
      answer: bulkAnswer,
      extension: true,
      undoable: true,
      body: employeeBulkUpdateBody
    }
  ),
  post(
    endpoints.bulkDelete,
    async (req) => {
      const { selection } = parse(bulkDeleteBody, req.body)
      const rows = await store.get()
      return ok(
        eachRow(pickRows(rows, selection, listSpec), 'employee', ({ id }) => removeById(rows, id, 'employee'))
      )
    },
    { permission: may.delete, answer: bulkAnswer, extension: true, undoable: true, body: bulkDeleteBody }
  )
]
