// Run by scripts/api-docs.mjs through Vite's module runner: both documents from the routes as registered.
import { readFileSync } from 'node:fs'
import { allHandlers } from '@fake-db/allHandlers'
import { eachRoute, registerRoutes, type RouteEntry } from '@fake-db/route'
import { buildDocument } from './document'
import type { JsonSchema } from './inputs'
import { apiGuide } from './markdown'
import { probeBadInput } from './probe'
import { documentRoutes, templateProse } from './prose'

function registeredRoutes(): RouteEntry[] {
  const routes: RouteEntry[] = []
  eachRoute((route) => routes.push(route))
  registerRoutes(allHandlers)
  return routes
}

export interface Generated {
  document: JsonSchema
  /** docs/api.md before Prettier. */
  guide: string
  /** Prose files left out because none of their calls is registered. */
  unserved: string[]
  problems: string[]
}

export async function generate(): Promise<Generated> {
  const { version } = JSON.parse(readFileSync('package.json', 'utf8')) as { version: string }
  const routes = registeredRoutes()
  const { areas, unserved, problems } = documentRoutes(routes, templateProse())
  return {
    document: buildDocument(routes, areas, version, await probeBadInput(routes)),
    guide: apiGuide(readFileSync('docs/api.intro.md', 'utf8'), areas),
    unserved,
    problems
  }
}
