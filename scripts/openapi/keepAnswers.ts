// Example answers hold dates relative to today and fresh tokens: a committed one stays while its request does.
import type { JsonSchema } from './inputs'

type Operation = {
  parameters?: { name: string; example?: unknown }[]
  requestBody?: { content: Record<string, { example?: unknown }> }
  responses: Record<string, { content?: Record<string, { example?: unknown }> }>
}
type Paths = Record<string, Record<string, Operation>>

const requestOf = (operation: Operation) =>
  JSON.stringify([
    (operation.parameters ?? []).map(({ name, example }) => [name, example]),
    operation.requestBody?.content['application/json']?.example
  ])

/** The fresh document with the committed success examples of every call whose example request is unchanged. */
export function keepAnswers(fresh: JsonSchema, committed: JsonSchema | undefined): JsonSchema {
  const before = (committed?.paths ?? {}) as Paths
  for (const [path, item] of Object.entries(fresh.paths as Paths))
    for (const [method, operation] of Object.entries(item)) {
      const old = before[path]?.[method]
      if (!old || requestOf(old) !== requestOf(operation)) continue
      for (const [status, answer] of Object.entries(operation.responses)) {
        const media = answer.content?.['application/json']
        const kept = old.responses[status]?.content?.['application/json']
        if (!status.startsWith('2') || !media || media.example === undefined || kept?.example === undefined)
          continue
        media.example = kept.example
      }
    }
  return fresh
}
