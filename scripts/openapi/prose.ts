// Each area's words about its calls live in `api.prose.ts` beside its contract; this gathers them for both documents.
import { z } from 'zod/mini'
import type { RouteEntry } from '@fake-db/route'

const proseSchema = z.strictObject({
  area: z.string().check(z.minLength(1)),
  intro: z.array(z.string()),
  /** One line per call, in words (not its path): the operation's summary. */
  summaries: z.record(z.string(), z.string().check(z.minLength(1))),
  calls: z.record(z.string(), z.array(z.string()))
})

export interface AreaProse {
  file: string
  area: string
  intro: string
  /** By `METHOD /path`, the path as OpenAPI writes it (`{id}`). */
  calls: Map<string, string>
  summaries: Map<string, string>
}

export interface DocumentedCall {
  route: RouteEntry
  key: string
  prose: string
  summary: string
}

export interface DocumentedArea {
  file: string
  area: string
  intro: string
  calls: DocumentedCall[]
}

export const openPath = (path: string) => path.replace(/:(\w+)/g, '{$1}')
export const callKey = ({ method, path }: Pick<RouteEntry, 'method' | 'path'>) =>
  `${method.toUpperCase()} ${openPath(path)}`

const lines = (text: readonly string[]) => text.join('\n').trim()

export function readProse(modules: Record<string, { apiProse?: unknown }>): AreaProse[] {
  return Object.entries(modules).map(([file, module]) => {
    const parsed = proseSchema.safeParse(module.apiProse)
    if (!parsed.success)
      throw new Error(`${file.slice(1)}: apiProse is not {area, intro, calls}: ${parsed.error.message}`)
    const { area, intro, calls, summaries } = parsed.data
    return {
      file: file.slice(1),
      area,
      intro: lines(intro),
      calls: new Map(Object.entries(calls).map(([key, text]) => [key, lines(text)])),
      summaries: new Map(Object.entries(summaries))
    }
  })
}

/** The prose files of the template: every `api.prose.ts` under src (an area's folder holds at most one). */
export function templateProse(): AreaProse[] {
  return readProse(import.meta.glob<{ apiProse?: unknown }>('/src/**/api.prose.ts', { eager: true }))
}

export interface Documentation {
  areas: DocumentedArea[]
  /** Prose files none of whose calls is registered (a starter without that area's mock): left out. */
  unserved: string[]
  /** Routes without words and words without a route: either fails the generation. */
  problems: string[]
}

/** Areas in the order of their first registered call; an area's calls in the order its prose gives them. */
export function documentRoutes(routes: readonly RouteEntry[], prose: readonly AreaProse[]): Documentation {
  const byKey = new Map(routes.map((route) => [callKey(route), route]))
  const problems: string[] = []
  const unserved: string[] = []
  const areas: DocumentedArea[] = []
  for (const { file, area, intro, calls, summaries } of prose) {
    const keys = [...calls.keys()]
    if (!keys.some((key) => byKey.has(key))) {
      unserved.push(file)
      continue
    }
    for (const key of keys.filter((key) => !byKey.has(key)))
      problems.push(`${file} documents ${key}, which no route registers`)
    for (const key of keys.filter((key) => !summaries.has(key)))
      problems.push(`${file} has no summary for ${key}: add one line to its summaries`)
    for (const key of [...summaries.keys()].filter((key) => !calls.has(key)))
      problems.push(`${file} has a summary for ${key} but no words for it`)
    const documented = keys.flatMap((key) => {
      const route = byKey.get(key)
      return route ? [{ route, key, prose: calls.get(key) ?? '', summary: summaries.get(key) ?? '' }] : []
    })
    areas.push({ file, area, intro, calls: documented })
  }
  const covered = new Set(areas.flatMap((area) => area.calls.map(({ key }) => key)))
  for (const key of byKey.keys())
    if (!covered.has(key))
      problems.push(`${key} has no words: add it to the calls of its area's api.prose.ts`)
  const first = (area: DocumentedArea) => Math.min(...area.calls.map(({ route }) => routes.indexOf(route)))
  areas.sort((a, b) => first(a) - first(b))
  return { areas, unserved, problems }
}
