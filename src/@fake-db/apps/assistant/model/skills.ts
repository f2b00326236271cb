import type { Tool } from '@/views/apps/assistant/contract'
import { propose, read } from './calls'
import { bullets, literal, table } from './markdown'
import type { Request, RequestKind } from './requests'
import type { ModelInput, Steps } from './types'
import { paths, type Method } from './wire'

type Call = keyof typeof paths
type ToolOf = (call: Call) => Tool
type Fields = Record<string, unknown>

interface Skill<K extends RequestKind> {
  /** The operations it calls: missing one (the caller may not), it says so instead of trying. */
  needs: readonly (readonly [Method, Call])[]
  run: (model: ModelInput, request: Extract<Request, { kind: K }>, tool: ToolOf) => Steps
}

const isFields = (value: unknown): value is Fields => typeof value === 'object' && value !== null
const list = (data: unknown, key: string): Fields[] => {
  const rows = Array.isArray(data) ? data : isFields(data) ? data[key] : []
  return Array.isArray(rows) ? rows.filter(isFields) : []
}
const refused = (model: ModelInput, status: number) => model.say('answer.refused', { status })

function invoiceTable(model: ModelInput, invoices: readonly Fields[]): string {
  const headers = ['id', 'client', 'total', 'status', 'due'].map((key) => model.say(`column.${key}`))
  const client = (row: Fields) => (isFields(row.client) ? row.client.name : '')
  return table(
    headers,
    invoices.map((row) => [row.id, client(row), row.total, row.invoiceStatus, row.dueDate])
  )
}

const addDays = (isoDay: string, days: number) => {
  const day = new Date(`${isoDay}T00:00:00Z`)
  day.setUTCDate(day.getUTCDate() + days)
  return day.toISOString().slice(0, 10)
}
const findByTitle = (rows: readonly Fields[], title: string) =>
  rows.find((row) => String(row.title).toLocaleLowerCase() === title.toLocaleLowerCase()) ??
  rows.find((row) => String(row.title).toLocaleLowerCase().includes(title.toLocaleLowerCase()))

/** What the demo model can do, by kind of request (`help` is the list of the others). */
export const skills: { [K in RequestKind]: Skill<K> } = {
  countUsers: {
    needs: [['get', 'users']],
    async *run(model, _request, tool) {
      const reply = yield* read(model, tool('users'), { query: { perPage: 1 } })
      if (reply.status >= 400) return refused(model, reply.status)
      return model.say('answer.userCount', { count: Number(isFields(reply.data) ? reply.data.total : 0) })
    }
  },
  countInvoices: {
    needs: [['get', 'invoices']],
    async *run(model, _request, tool) {
      const reply = yield* read(model, tool('invoices'), { query: { perPage: 1 } })
      if (reply.status >= 400) return refused(model, reply.status)
      return model.say('answer.invoiceCount', { count: Number(isFields(reply.data) ? reply.data.total : 0) })
    }
  },
  unpaidInvoices: {
    needs: [['get', 'invoices']],
    async *run(model, _request, tool) {
      const reply = yield* read(model, tool('invoices'), { query: { perPage: 100 } })
      if (reply.status >= 400) return refused(model, reply.status)
      const unpaid = list(reply.data, 'allData').filter((row) => row.invoiceStatus !== 'Paid')
      return `${model.say('answer.unpaid', { count: unpaid.length })}\n\n${invoiceTable(model, unpaid)}`
    }
  },
  invoicesByStatus: {
    needs: [['get', 'invoices']],
    async *run(model, { status }, tool) {
      const reply = yield* read(model, tool('invoices'), { query: { status, perPage: 100 } })
      if (reply.status >= 400) return refused(model, reply.status)
      const rows = list(reply.data, 'invoices')
      const intro = model.say('answer.byStatus', { status: literal(status), count: rows.length })
      return `${intro}\n\n${invoiceTable(model, rows)}`
    }
  },
  showInvoice: {
    needs: [['get', 'invoice']],
    async *run(model, { id }, tool) {
      const reply = yield* read(model, tool('invoice'), { path: { id: String(id) } })
      if (reply.status === 404) return model.say('answer.noInvoice', { id })
      if (reply.status >= 400 || !isFields(reply.data)) return refused(model, reply.status)
      const invoice = isFields(reply.data.invoice) ? reply.data.invoice : {}
      return `${model.say('answer.invoice', { id })}\n\n${invoiceTable(model, [invoice])}`
    }
  },
  markInvoicePaid: {
    needs: [
      ['get', 'invoice'],
      ['post', 'updateInvoice']
    ],
    async *run(model, { id }, tool) {
      const reply = yield* read(model, tool('invoice'), { path: { id: String(id) } })
      if (reply.status === 404) return model.say('answer.noInvoice', { id })
      if (reply.status >= 400 || !isFields(reply.data) || !isFields(reply.data.invoice))
        return refused(model, reply.status)
      const before = reply.data.invoice
      if (before.invoiceStatus === 'Paid') return model.say('answer.alreadyPaid', { id })
      const change = { id, invoiceStatus: 'Paid', version: before.version }
      const after = { ...before, invoiceStatus: 'Paid' }
      return yield* propose(model, tool('updateInvoice'), { body: { invoice: change } }, { before, after })
    }
  },
  roleCan: {
    needs: [['get', 'roles']],
    async *run(model, { role }, tool) {
      const reply = yield* read(model, tool('roles'))
      if (reply.status >= 400) return refused(model, reply.status)
      const found = list(reply.data, 'roles').find(
        (row) => String(row.name).toLocaleLowerCase() === role.toLocaleLowerCase()
      )
      if (!found) return model.say('answer.noRole', { role: literal(role) })
      const grants = list(found.permissions, 'permissions').filter(
        (grant) => grant.read || grant.write || grant.create
      )
      const mark = (value: unknown) => model.say(value ? 'answer.yes' : 'answer.no')
      const headers = ['module', 'read', 'write', 'create'].map((key) => model.say(`column.${key}`))
      const rows = grants.map((grant) => [
        grant.module,
        mark(grant.read),
        mark(grant.write),
        mark(grant.create)
      ])
      return `${model.say('answer.roleCan', { role: literal(found.name) })}\n\n${table(headers, rows)}`
    }
  },
  listRoles: {
    needs: [['get', 'roles']],
    async *run(model, _request, tool) {
      const reply = yield* read(model, tool('roles'))
      if (reply.status >= 400) return refused(model, reply.status)
      const roles = list(reply.data, 'roles')
      return `${model.say('answer.roles', { count: roles.length })}\n\n${bullets(roles.map((row) => row.name))}`
    }
  },
  listTodos: {
    needs: [['get', 'todos']],
    async *run(model, _request, tool) {
      const reply = yield* read(model, tool('todos'))
      if (reply.status >= 400) return refused(model, reply.status)
      const tasks = list(reply.data, 'tasks')
      const headers = ['title', 'due'].map((key) => model.say(`column.${key}`))
      return `${model.say('answer.todos', { count: tasks.length })}\n\n${table(
        headers,
        tasks.map((task) => [task.title, task.dueDate])
      )}`
    }
  },
  addTodo: {
    needs: [['post', 'addTodo']],
    async *run(model, { title, due }, tool) {
      const dueDate = due === 'today' ? model.today : due === 'tomorrow' ? addDays(model.today, 1) : ''
      const task = { title, dueDate }
      return yield* propose(model, tool('addTodo'), { body: { task } }, { before: null, after: task })
    }
  },
  moveTask: {
    needs: [
      ['get', 'kanbanTasks'],
      ['get', 'kanbanBoards'],
      ['post', 'moveTask']
    ],
    async *run(model, { task, board }, tool) {
      const tasks = yield* read(model, tool('kanbanTasks'))
      const boards = yield* read(model, tool('kanbanBoards'))
      if (tasks.status >= 400 || boards.status >= 400)
        return refused(model, Math.max(tasks.status, boards.status))
      const found = findByTitle(list(tasks.data, 'tasks'), task)
      if (!found) return model.say('answer.noTask', { task: literal(task) })
      const target = findByTitle(list(boards.data, 'boards'), board)
      if (!target) return model.say('answer.noBoard', { board: literal(board) })
      const input = { body: { data: { taskId: found.id, newBoardId: target.id } } }
      return yield* propose(model, tool('moveTask'), input, {
        before: found,
        after: { ...found, boardId: target.id }
      })
    }
  },
  recentActivity: {
    needs: [['get', 'activity']],
    async *run(model, _request, tool) {
      const reply = yield* read(model, tool('activity'), { query: { perPage: 5 } })
      if (reply.status >= 400) return refused(model, reply.status)
      const entries = list(reply.data, 'entries')
      const headers = ['when', 'who', 'what'].map((key) => model.say(`column.${key}`))
      const who = (entry: Fields) => (isFields(entry.user) ? entry.user.name : '')
      const rows = entries.map((entry) => [entry.at, who(entry), `${entry.action} ${entry.title}`])
      return `${model.say('answer.activity', { count: entries.length })}\n\n${table(headers, rows)}`
    }
  },
  summariseCard: {
    needs: [],
    // eslint-disable-next-line require-yield -- the shared view is already here: no call
    async *run(model) {
      if (!model.view) return model.say('answer.noView')
      const entries = isFields(model.view.data) ? Object.entries(model.view.data) : []
      const rows = entries.map(([key, value]) => [
        key,
        typeof value === 'object' ? JSON.stringify(value) : value
      ])
      const headers = ['field', 'value'].map((key) => model.say(`column.${key}`))
      return `${model.say('answer.view', { title: literal(model.view.title) })}\n\n${table(headers, rows)}`
    }
  },
  help: {
    needs: [],
    // eslint-disable-next-line require-yield -- the list of skills needs no call
    async *run(model) {
      return helpText(model)
    }
  }
}

/** Whether the caller may make every call a kind of request needs. */
export const mayRun = (model: ModelInput, kind: RequestKind) =>
  skills[kind].needs.every(([method, call]) =>
    model.tools.some((tool) => tool.method === method && tool.path === paths[call])
  )

/** What the model can do for this caller: one line per request kind whose calls the caller may make. */
export function helpText(model: ModelInput): string {
  const kinds = (Object.keys(skills) as RequestKind[]).filter(
    (kind) =>
      kind !== 'help' &&
      skills[kind].needs.every(([method, call]) =>
        model.tools.some((tool) => tool.method === method && tool.path === paths[call])
      )
  )
  return `${model.say('answer.help')}\n\n${kinds.map((kind) => `- ${model.say(`example.${kind}`)}`).join('\n')}`
}
