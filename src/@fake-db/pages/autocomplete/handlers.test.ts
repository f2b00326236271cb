import { describe, expect, it } from 'vitest'
import { call, freshMockPerTest } from '@tests/mockApi'
import { suggest, type AutocompleteResponse } from '@/views/ui/components/auto-complete/contract'

freshMockPerTest()

const data = async () => (await call<AutocompleteResponse>('get', '/api/autocomplete/data')).body.autoComplete

describe('GET /api/autocomplete/data', () => {
  it('gives 100 film titles, ids 1..100, ranked 1..100 as text, titles unique', async () => {
    const { status, body } = await call<AutocompleteResponse>('get', '/api/autocomplete/data')
    expect(status).toBe(200)
    expect(Object.keys(body)).toEqual(['autoComplete'])
    const items = body.autoComplete
    expect(items.map((item) => item.id)).toEqual(Array.from({ length: 100 }, (_, i) => i + 1))
    expect(items.map((item) => item.rank)).toEqual(Array.from({ length: 100 }, (_, i) => String(i + 1)))
    expect(new Set(items.map((item) => item.title.toLowerCase())).size).toBe(100)
    for (const item of items) {
      expect(Object.keys(item).sort()).toEqual(['id', 'rank', 'title'])
      expect(item.title.trim()).toBe(item.title)
      expect(item.title).not.toBe('')
    }
  })

  it('answers the same list whatever parameters come along', async () => {
    const plain = await data()
    const { status, body } = await call<AutocompleteResponse>('get', '/api/autocomplete/data', {
      params: { q: 'zzz', page: 'x' }
    })
    expect(status).toBe(200)
    expect(body.autoComplete).toEqual(plain)
  })

  it('gives a fresh copy: changing an answer does not change the data', async () => {
    const first = await data()
    first[0]!.title = 'Changed'
    expect((await data())[0]!.title).not.toBe('Changed')
  })
})

describe("suggest (the demo's matching rule)", () => {
  it('matches trimmed, any case, titles starting with the input first, at most the limit', async () => {
    const items = await data()
    const titles = (typed: string, limit?: number) => suggest(items, typed, limit).map((item) => item.title)
    expect(titles('  AM ')).toEqual(['Amélie', 'Amadeus', 'Amarcord', 'Amour', 'Seven Samurai'])
    expect(titles('am', 3)).toEqual(['Amélie', 'Amadeus', 'Amarcord'])
    const the = titles('the')
    expect(the).toHaveLength(8)
    expect(the.slice(0, 3)).toEqual(['The Godfather', 'The Seventh Seal', 'The Lives of Others'])
    expect(titles('')).toEqual([])
    expect(titles('   ')).toEqual([])
    expect(titles('no such film')).toEqual([])
  })
})
