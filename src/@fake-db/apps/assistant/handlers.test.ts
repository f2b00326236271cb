import { beforeEach, describe, expect, it } from 'vitest'
import type { LoginResponse } from '@/utility/auth/contract'
import { toolListAnswer, type Tool } from '@/views/apps/assistant/contract'
import { mock, setMockOptions } from '@fake-db'
import { allHandlers } from '../../allHandlers'
import { summaries } from './summaries'
import { callKey, toolName, toolsFrom } from './tools'

const api = mock.axiosInstance

async function toolsOf(email: string, password: string): Promise<Tool[]> {
  const { data } = await api.post<LoginResponse>('/jwt/login', { email, password })
  const reply = await api.get('/apps/assistant/tools', {
    headers: { Authorization: `Bearer ${data.accessToken}` }
  })
  return toolListAnswer.parse(reply.data).tools
}

const own = (path: string) => path.startsWith('/apps/assistant/')

beforeEach(() => setMockOptions({ enforceAuth: true }))

describe('tools from the route table', () => {
  const tools = toolsFrom(allHandlers, summaries)

  it('makes every operation but the assistant’s own a tool, named like its OpenAPI operation', () => {
    const operations = allHandlers.filter((route) => !own(route.path))
    expect(tools.map((tool) => tool.name)).toEqual(operations.map(toolName))
    expect(new Set(tools.map((tool) => tool.name)).size).toBe(tools.length)
  })

  it('gives every tool its summary, its input and answer as JSON Schema, and marks the writes', () => {
    for (const tool of tools) {
      expect(tool.summary, callKey(tool)).not.toBe('')
      expect(tool.input.type).toBe('object')
      expect(JSON.parse(JSON.stringify(tool.answer))).toEqual(tool.answer)
      if (tool.method !== 'get') expect(tool.writes, callKey(tool)).toBe(true)
    }
    const readingGets = allHandlers.filter(
      (route) => route.method === 'get' && !route.options.writes && !own(route.path)
    )
    expect(tools.filter((tool) => !tool.writes).map((tool) => tool.path)).toEqual(
      readingGets.map((route) => route.path)
    )
    const addTask = tools.find((tool) => tool.path === '/apps/todo/add-tasks')
    expect(addTask?.input).toMatchObject({
      properties: { body: { properties: { task: { type: 'object' } } } }
    })
    const invoices = tools.find((tool) => tool.path === '/apps/invoice/invoices')
    expect(invoices?.input).toMatchObject({
      properties: { query: { properties: { status: { type: 'string' } } } }
    })
  })
})

describe('GET /apps/assistant/tools', () => {
  it('offers the admin every operation', async () => {
    const tools = await toolsOf('admin@demo.com', 'admin')
    expect(tools).toHaveLength(allHandlers.filter((route) => !own(route.path)).length)
  })

  it('offers the client none of the admin’s tools', async () => {
    const tools = await toolsOf('client@demo.com', 'client')
    const paths = tools.map((tool) => `${tool.method} ${tool.path}`)
    expect(paths).not.toContain('get /api/users/list/data')
    expect(paths).not.toContain('post /apps/roles/add-role')
    expect(paths).not.toContain('post /apps/invoice/update-invoice')
    expect(tools.length).toBeLessThan(allHandlers.length / 2)
  })

  it('refuses a caller without a token', async () => {
    const reply = await api.get('/apps/assistant/tools', { validateStatus: () => true })
    expect(reply.status).toBe(401)
  })
})
