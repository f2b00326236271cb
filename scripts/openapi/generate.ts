// Run by scripts/api-docs.mjs through Vite's module runner: the routes as registered, each with its answer's schema.
import { readFileSync } from 'node:fs'
import { allHandlers } from '@fake-db/allHandlers'
import { eachRoute, registerRoutes, type RouteEntry } from '@fake-db/route'
import { buildDocument, type Prose } from './document'
import type { JsonSchema } from './inputs'

function readProse(markdown: string): Map<string, Prose> {
  const lines = new Map<string, { section: string; lines: string[] }>()
  let section = ''
  let open: string[] | null = null
  for (const line of markdown.split('\n')) {
    if (line.startsWith('#')) open = null
    if (line.startsWith('## ')) section = line.slice(3).trim()
    const call = /^#### `([A-Z]+ \S+)`$/.exec(line)?.[1]
    if (call) lines.set(call, { section, lines: (open = []) })
    else open?.push(line)
  }
  return new Map(
    [...lines].map(([call, { section: name, lines: text }]) => [
      call,
      { section: name, text: text.join('\n').trim() }
    ])
  )
}

function registeredRoutes(): RouteEntry[] {
  const routes: RouteEntry[] = []
  eachRoute((route) => routes.push(route))
  registerRoutes(allHandlers)
  return routes
}

export async function generate(): Promise<JsonSchema> {
  const { version } = JSON.parse(readFileSync('package.json', 'utf8')) as { version: string }
  const prose = readProse(readFileSync('docs/api.md', 'utf8'))
  return buildDocument(registeredRoutes(), prose, version)
}
