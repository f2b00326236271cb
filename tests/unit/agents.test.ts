import { existsSync, readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'

const guide = readFileSync('AGENTS.md', 'utf8')
const scripts = Object.keys((JSON.parse(readFileSync('package.json', 'utf8')) as { scripts: object }).scripts)

describe('AGENTS.md', () => {
  it('names only npm commands package.json has', () => {
    const named = [...guide.matchAll(/npm run ([\w:-]+)/g)].map((match) => match[1]!)
    expect(named.length).toBeGreaterThan(5)
    expect(named.filter((name) => !scripts.includes(name))).toEqual([])
  })

  it('names only paths that exist', () => {
    const named = [...guide.matchAll(/`((?:src|tests|docs|scripts)\/[^`<>\s]+)`/g)].map((match) => match[1]!)
    expect(named.length).toBeGreaterThan(10)
    expect(named.filter((path) => !existsSync(path))).toEqual([])
  })
})
