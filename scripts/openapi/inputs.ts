import { z } from 'zod/mini'
import type { ListParams, ParamRule } from '@/utility/list.contract'
import { jsonOf, ruleSchema, type JsonSchema } from '@fake-db/kit/jsonSchema'
import type { RouteOptions } from '@fake-db/route'
import { parameterDescription } from './parameterWords'

export type { JsonSchema }

export interface Parameter {
  name: string
  in: 'path' | 'query'
  required: boolean
  schema: JsonSchema
  description?: string
}

/** A list rule's schema with what an absent value means: its default, or a note when the fallback is no value. */
function documentedRule(rule: ParamRule): JsonSchema {
  const schema = ruleSchema(rule)
  switch (rule.kind) {
    case 'choice':
      return rule.values.includes(rule.fallback) ? { ...schema, default: rule.fallback } : schema
    case 'choices':
      return { ...schema, default: [...rule.fallback] }
    case 'number':
      // A fallback outside the range (rating's 0: no filter) is what an absent value means, not a value to send.
      return rule.fallback === null || rule.fallback < rule.min || rule.fallback > rule.max
        ? { ...schema, description: `Absent or out of range: ${rule.fallback ?? 'no filter'}.` }
        : { ...schema, default: rule.fallback }
    default:
      return schema
  }
}

/** JSON Schema of what a zod schema accepts (an answer: what the server sends), as an OpenAPI 3.1 schema object. */
export function zodSchema(schema: z.ZodMiniType): JsonSchema {
  return closeTuples(jsonOf(schema))
}

/** A tuple (`prefixItems`) gets an object `items`, as linters ask (zod writes `false`): `maxItems` still ends it. */
function closeTuples(node: JsonSchema): JsonSchema {
  const entries = Object.entries(node).map(([key, value]): [string, unknown] => [key, closeValue(value)])
  const closed = Object.fromEntries(entries) as JsonSchema
  return 'prefixItems' in closed && !closed.items ? { ...closed, items: {} } : closed
}

function closeValue(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(closeValue)
  return typeof value === 'object' && value !== null ? closeTuples(value as JsonSchema) : value
}

const isZod = (query: NonNullable<RouteOptions['query']>): query is z.ZodMiniObject =>
  query instanceof z.ZodMiniType

const described = (name: string, note?: string) => {
  const description = parameterDescription(name, note)
  return description ? { description } : {}
}

const listNote = 'A list: repeat the parameter, add `[]` to its name, or join the values with commas.'

const escaped = (value: unknown) => String(value).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/** A list parameter's schema: an array, or its two forms. */
export const isListSchema = (schema: JsonSchema) =>
  schema.type === 'array' ||
  (Array.isArray(schema.anyOf) && (schema.anyOf[0] as JsonSchema | undefined)?.type === 'array')

/** A list parameter takes both forms the server reads: repeated (an array) or one comma-joined string. */
function listForms(list: JsonSchema): JsonSchema {
  const { default: fallback, ...array } = list
  const items = (array.items ?? {}) as JsonSchema
  const values = Array.isArray(items.enum) ? items.enum.map(escaped).join('|') : null
  const joined: JsonSchema = {
    type: 'string',
    description: 'The values joined with commas.',
    ...(values ? { pattern: `^(?:${values})(?:,(?:${values}))*$` } : {})
  }
  return { anyOf: [array, joined], ...(fallback === undefined ? {} : { default: fallback }) }
}

export function queryParameters(query: RouteOptions['query']): Parameter[] {
  if (!query) return []
  const properties: [string, JsonSchema][] = isZod(query)
    ? Object.entries((zodSchema(query).properties ?? {}) as Record<string, JsonSchema>)
    : Object.entries(query as ListParams).map(([name, rule]) => [name, documentedRule(rule)])
  const required = isZod(query) ? ((zodSchema(query).required ?? []) as string[]) : []
  return properties.map(([name, schema]) => ({
    name,
    in: 'query',
    required: required.includes(name),
    schema: schema.type === 'array' ? listForms(schema) : schema,
    ...described(name, schema.type === 'array' ? listNote : undefined)
  }))
}

export function pathParameters(path: string): Parameter[] {
  return [...path.matchAll(/:(\w+)/g)].map(([, name = '']) => ({
    name,
    in: 'path',
    required: true,
    schema: { type: 'string' },
    ...described(name)
  }))
}
