// Run by scripts/api-docs.mjs through Vite's module runner: both documents from the routes as registered.
import { existsSync, readFileSync } from 'node:fs'
import { allHandlers } from '@fake-db/allHandlers'
import { eachRoute, registerRoutes, type RouteEntry } from '@fake-db/route'
import { buildDocument } from './document'
import type { JsonSchema } from './inputs'
import { apiGuide } from './markdown'
import { probeBadInput } from './probe'
import { runExamples } from './examples'
import { keepAnswers } from './keepAnswers'
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

const committedDocument = 'docs/openapi.json'

/** `freshExamples`: every example answer as the mock gives it today, not the committed one. */
export async function generate(freshExamples = false): Promise<Generated> {
  const { version } = JSON.parse(readFileSync('package.json', 'utf8')) as { version: string }
  const routes = registeredRoutes()
  const { areas, unserved, problems } = documentRoutes(routes, templateProse())
  const badInput = await probeBadInput(routes)
  const { examples, problems: failedExamples } = await runExamples(routes)
  const document = buildDocument(routes, areas, version, badInput, examples)
  const committed =
    freshExamples || !existsSync(committedDocument)
      ? undefined
      : (JSON.parse(readFileSync(committedDocument, 'utf8')) as JsonSchema)
  return {
    document: keepAnswers(document, committed),
    guide: apiGuide(readFileSync('docs/api.intro.md', 'utf8'), areas),
    unserved,
    problems: [...problems, ...failedExamples]
  }
}
