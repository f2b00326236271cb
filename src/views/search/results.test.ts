import { describe, expect, it } from 'vitest'
import { contacts, files } from '@/@fake-db/pages/search/data'
import { commonFirstWord, commonLastWord, pages, titlesHolding } from '@tests/searchSeed'
import { commandResults, matchingPages, searchResults } from './results'
import type { PaletteCommand } from './commands'
import type { SearchResponse } from './contract'

const response: SearchResponse = {
  searchArr: [
    { groupTitle: 'Files', searchLimit: 4, data: files },
    { groupTitle: 'Contacts', searchLimit: 4, data: contacts }
  ]
}

const titles = (query: string) =>
  searchResults(pages, response, query, 'x').map((g) => [g.key, g.options.map((o) => o.item.title)])

describe('search results', () => {
  it('matches titles case-insensitively after trimming, at most searchLimit per group', () => {
    const word = commonFirstWord()
    expect(titlesHolding(word).length).toBeGreaterThan(1)
    expect(titles(`  ${word.toUpperCase()} `)).toEqual([['pages', titlesHolding(word, 4)]])
    expect(searchResults(pages, response, 'o', 'x').map((g) => g.options.length)).toEqual([4, 4, 4])
  })

  it('matches contacts on their email too, and drops empty groups', () => {
    expect(titles('maja.holm@')).toEqual([['contacts', ['Maja Holm']]])
    expect(titles('')).toEqual([])
    expect(titles('no such thing')).toEqual([])
  })

  it('gives every option a unique id', () => {
    const ids = searchResults(pages, response, 'e', 'x').flatMap((g) => g.options.map((o) => o.id))
    expect(new Set(ids).size).toBe(ids.length)
  })

  it('finds pages for the bookmarks dropdown', () => {
    const word = commonLastWord()
    const found = matchingPages(pages, word.toUpperCase(), 8).map((p) => p.title)
    expect(found.length).toBeGreaterThan(1)
    expect(found).toEqual(titlesHolding(word, 8))
    expect(found.every((title) => title.toLowerCase().includes(word.toLowerCase()))).toBe(true)
    expect(matchingPages(pages, 'e', 3)).toHaveLength(3)
  })
})

describe('command results', () => {
  const command = (id: string, group: PaletteCommand['group'], title: string): PaletteCommand => ({
    id,
    group,
    title,
    keywords: '',
    icon: 'Settings',
    effect: { kind: 'customizer' }
  })
  const commands = [
    command('dark', 'appearance', 'Switch to the dark skin'),
    command('rtl', 'appearance', 'Lay out right to left'),
    command('out', 'account', 'Sign out')
  ]
  const listed = (query: string, recent: string[]) =>
    commandResults(commands, query, 'x', recent).map((g) => [g.key, g.options.map((o) => o.item.title)])

  it('puts the commands run last in a Recent group before any query, newest first', () => {
    expect(listed('', ['out', 'rtl'])).toEqual([
      ['recent', ['Sign out', 'Lay out right to left']],
      ['appearance', ['Switch to the dark skin']]
    ])
    expect(listed('', [])).toEqual([
      ['appearance', ['Switch to the dark skin', 'Lay out right to left']],
      ['account', ['Sign out']]
    ])
  })

  it('puts a recent command first in its group once a query is typed', () => {
    expect(listed('s', ['rtl'])).toEqual([
      ['appearance', ['Switch to the dark skin']],
      ['account', ['Sign out']]
    ])
    expect(listed('to', [])).toEqual([['appearance', ['Switch to the dark skin', 'Lay out right to left']]])
    expect(listed('to', ['rtl'])).toEqual([
      ['appearance', ['Lay out right to left', 'Switch to the dark skin']]
    ])
  })
})
