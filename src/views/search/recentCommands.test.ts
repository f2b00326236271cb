// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest'
import { readRecentCommands, recentLimit, rememberCommand } from './recentCommands'

beforeEach(() => localStorage.clear())

describe('recent commands', () => {
  it('keeps the commands run last, newest first, each once, at most the limit', () => {
    for (const id of ['a', 'b', 'c', 'b']) rememberCommand(id)
    expect(readRecentCommands()).toEqual(['b', 'c', 'a'])
    for (let index = 0; index < recentLimit + 3; index += 1) rememberCommand(`x${index}`)
    expect(readRecentCommands()).toHaveLength(recentLimit)
    expect(readRecentCommands()[0]).toBe(`x${recentLimit + 2}`)
  })

  it('reads anything else stored under its key as none', () => {
    localStorage.setItem('recentCommands', '{"not": "a list"}')
    expect(readRecentCommands()).toEqual([])
    localStorage.setItem('recentCommands', JSON.stringify([1, 'ok', null, 'x'.repeat(500)]))
    expect(readRecentCommands()).toEqual(['ok'])
  })
})
