import { describe, expect, it } from 'vitest'
import { call, freshMockPerTest } from '@tests/mockApi'
import type { SelectDataOption } from '@/views/forms/elements/select/contract'

freshMockPerTest()

const search = (params?: Record<string, unknown>) =>
  call<SelectDataOption[]>('get', '/api/select/data', params ? { params } : undefined)

describe('GET /api/select/data', () => {
  it('gives all 100 options without a query, ids 1..100, each value the lower-case label', async () => {
    const { status, body } = await search()
    expect(status).toBe(200)
    expect(body.map((option) => option.id)).toEqual(Array.from({ length: 100 }, (_, i) => i + 1))
    expect(new Set(body.map((option) => option.value)).size).toBe(100)
    for (const option of body) {
      expect(Object.keys(option).sort()).toEqual(['id', 'label', 'value'])
      expect(option.value).toBe(option.label.toLowerCase())
    }
    expect((await search({ query: '' })).body).toEqual(body)
    expect((await search({ query: '   ' })).body).toEqual(body)
  })

  it('keeps the options whose value contains the trimmed query, in any case', async () => {
    const labels = async (query: string) => (await search({ query })).body.map((option) => option.label)
    expect(await labels('  LON ')).toEqual(['Barcelona', 'London'])
    expect(await labels('san')).toEqual(['San Francisco', 'Santiago'])
    expect(await labels('SÃO')).toEqual(['São Paulo'])
    expect(await labels('no such city')).toEqual([])
  })

  it('refuses a query that is not one text of at most 120 characters', async () => {
    const twice = await search({ query: ['a', 'b'] })
    expect(twice.status).toBe(400)
    expect(twice.body).toEqual({ error: expect.stringMatching(/^query /), code: 'type', field: 'query' })
    expect((await search({ query: 'x'.repeat(121) })).status).toBe(400)
    expect((await search({ query: 'x'.repeat(120) })).status).toBe(200)
  })

  it('gives a fresh copy: changing an answer does not change the data', async () => {
    const first = (await search({ query: 'oslo' })).body
    first[0]!.label = 'Changed'
    expect((await search({ query: 'oslo' })).body[0]!.label).toBe('Oslo')
  })
})
