import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'

interface Operation {
  parameters?: { name: string }[]
  requestBody?: unknown
  responses: Record<string, { content?: { 'application/json': { schema: unknown; example?: unknown } } }>
}
const doc = JSON.parse(readFileSync(new URL('../../docs/openapi.json', import.meta.url), 'utf8')) as {
  paths: Record<string, Record<string, Operation>>
}

const declaresVersion = (schema: unknown) => JSON.stringify(schema ?? null).includes('"version":{')
const operations = Object.entries(doc.paths).flatMap(([path, methods]) =>
  Object.entries(methods).map(([method, operation]) => ({ call: `${method} ${path}`, operation }))
)
const takingVersion = operations.filter(
  ({ operation }) =>
    operation.parameters?.some(({ name }) => name === 'version') === true ||
    declaresVersion(operation.requestBody)
)

describe('the document declares versions', () => {
  it('on the updates and deletes of every versioned record', () => {
    // A starter keeps only its areas' calls: the pin holds for those it has.
    const present = new Set(operations.map(({ call }) => call))
    expect(takingVersion.map(({ call }) => call).sort()).toEqual(
      [
        'delete /apps/calendar/remove-event',
        'post /api/datatables/update',
        'delete /apps/invoice/delete',
        'delete /apps/kanban/delete-task',
        'delete /apps/permissions/delete',
        'delete /apps/roles/delete',
        'delete /apps/todo/delete-task',
        'delete /apps/users/delete',
        'post /apps/calendar/add-event',
        'post /apps/calendar/update-event',
        'post /apps/invoice/update-invoice',
        'post /apps/kanban/update-board',
        'post /apps/kanban/update-task',
        'post /apps/permissions/update-permission',
        'post /apps/roles/update-role',
        'post /apps/todo/add-tasks',
        'post /apps/todo/update-task',
        'post /apps/users/update-user'
      ]
        .filter((call) => present.has(call))
        .sort()
    )
  })

  it('with a 409 conflict on each call that can be stale, and the record it answers carrying its version', () => {
    const creates = new Set(['post /apps/calendar/add-event', 'post /apps/todo/add-tasks'])
    for (const { call, operation } of takingVersion) {
      const conflict = operation.responses['409']?.content?.['application/json'].example
      if (creates.has(call)) expect(conflict, call).toBeUndefined()
      else expect(conflict, call).toMatchObject({ code: 'conflict', current: { version: 2 } })
      const success = operation.responses['200'] ?? operation.responses['201']
      if (call.startsWith('post') && !creates.has(call))
        expect(declaresVersion(success?.content?.['application/json'].schema), call).toBe(true)
    }
  })
})
