// Run by scripts/api-docs.mjs through Vite's module runner: routes at run time, answer types from the compiler.
import { readFileSync } from 'node:fs'
import { eachRoute, type RouteEntry } from '@fake-db/route'
import { buildDocument, type Documented, type Prose } from './document'
import { readSuccesses } from './responses'
import type { JsonSchema } from './typeSchema'

const handlerModules = import.meta.glob([
  '/src/@fake-db/jwt/handlers.ts',
  '/src/@fake-db/apps/*/handlers.ts',
  '/src/@fake-db/pages/*/handlers.ts'
])

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

/** Loads the handler modules one at a time, so each registration meets the answer type written beside it. */
async function documentedRoutes(): Promise<Documented[]> {
  const files = Object.keys(handlerModules).sort()
  const successes = readSuccesses(files.map((file) => file.slice(1)))
  const routes: RouteEntry[] = []
  eachRoute((route) => routes.push(route))
  const documented: Documented[] = []
  for (const file of files) {
    const first = routes.length
    await handlerModules[file]!()
    const mine = routes.slice(first)
    const types = successes.get(file.slice(1)) ?? []
    if (mine.length !== types.length || mine.some((route, i) => route.method !== types[i]?.method))
      throw new Error(`${file}: every registration must be a top-level get<T>, post<T> or del<T> call`)
    mine.forEach((route, i) => documented.push({ route, success: types[i]! }))
  }
  return documented
}

export async function generate(): Promise<JsonSchema> {
  const { version } = JSON.parse(readFileSync('package.json', 'utf8')) as { version: string }
  const prose = readProse(readFileSync('docs/api.md', 'utf8'))
  return buildDocument(await documentedRoutes(), prose, version)
}
