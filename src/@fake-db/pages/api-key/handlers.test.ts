import { describe, expect, it } from 'vitest'
import { call, expectRefused, freshMockPerTest } from '@tests/mockApi'
import {
  apiKeyPattern,
  maskKey,
  maxApiKeys,
  type ApiKey,
  type ApiKeyResponse
} from '@/views/pages/api-key/contract'

const list = async () => (await call<ApiKey[]>('get', '/api-key/data')).body
const add = (data: unknown) => call<ApiKeyResponse & { error?: string }>('post', '/api-key/add', { data })
const remove = (params: unknown) => call<{ error?: string }>('delete', '/api-key/delete', { params })

freshMockPerTest()

describe('GET /api-key/data', () => {
  it('lists the seeded keys newest first, each of a known access with a well-formed key', async () => {
    const keys = await list()
    expect(keys.length).toBeGreaterThanOrEqual(3)
    const times = keys.map((key) => Date.parse(key.createdAt))
    expect(times).toEqual([...times].sort((a, b) => b - a))
    expect(new Set(keys.map((key) => key.access))).toEqual(new Set(['full', 'read-only', 'write-only']))
    for (const key of keys) expect(key.key).toMatch(apiKeyPattern)
    expect(new Set(keys.map((key) => key.key)).size).toBe(keys.length)
  })
})

describe('POST /api-key/add', () => {
  it('creates a key with a fresh key string, first in the list', async () => {
    const { status, body } = await add({ name: '  Billing export ', access: 'read-only' })
    expect(status).toBe(201)
    expect(body.key).toMatchObject({ name: 'Billing export', access: 'read-only' })
    expect(body.key.key).toMatch(apiKeyPattern)
    expect(Math.abs(Date.parse(body.key.createdAt) - Date.now())).toBeLessThan(60_000)
    const keys = await list()
    expect(keys[0]).toEqual(body.key)
    expect(keys.filter((key) => key.key === body.key.key)).toHaveLength(1)
    const second = await add({ name: 'Billing export', access: 'full' })
    expect(second.body.key.key).not.toBe(body.key.key)
    expect(second.body.key.id).not.toBe(body.key.id)
  })

  it('refuses an empty name or an unknown access, and stores nothing', async () => {
    await expectRefused(() => add({ name: '   ', access: 'full' }), list, 400, 'name is required')
    await expectRefused(() => add({ access: 'full' }), list, 400, 'name is required')
    await expectRefused(() => add({ name: 'CI', access: 'admin' }), list, 400, /^access must be one of/)
    await expectRefused(() => add({ name: 'CI' }), list, 400, /^access/)
    await expectRefused(
      () => add({ name: 'x'.repeat(121), access: 'full' }),
      list,
      400,
      /^name must be at most/
    )
    await expectRefused(() => add('name=CI'), list, 400, 'The request body must be a JSON object')
  })

  it('keeps at most the capped number of keys', async () => {
    const start = (await list()).length
    for (let index = start; index < maxApiKeys; index += 1)
      expect((await add({ name: `Key ${index}`, access: 'full' })).status).toBe(201)
    await expectRefused(() => add({ name: 'One more', access: 'full' }), list, 400, /at most 50 keys/)
  })
})

describe('DELETE /api-key/delete', () => {
  it('deletes a key by id', async () => {
    const [first, ...rest] = await list()
    expect((await remove({ id: first?.id })).status).toBe(200)
    expect(await list()).toEqual(rest)
  })

  it('answers 404 for an unknown id and 400 without a numeric id, deleting nothing', async () => {
    await expectRefused(() => remove({ id: 999 }), list, 404, 'Key not found')
    await expectRefused(() => remove({ id: 'abc' }), list, 400, /^id must be a/)
    await expectRefused(() => remove({}), list, 400, 'id is required')
  })
})

describe('maskKey', () => {
  it('shows the kind and the last four characters only', () => {
    expect(maskKey('nl_live_7Qm2VtXc9LpB4rHs1KdN8fWy3ZgJ6aEu')).toBe('nl_live_••••••••6aEu')
  })
})
