import { z } from 'zod/mini'
import type { ListParams } from '@/utility/list.contract'
import type { AbilityRule } from '@/utility/auth/contract'
import { assistantPrefix, type Tool } from '@/views/apps/assistant/contract'
import { jsonOf, ruleSchema, type JsonSchema } from '../../kit/jsonSchema'
import type { RouteDef } from '../../route'
import { rulesAllow } from '../../permission'

/** What the generator reads of a route: a declaration or a registered entry. */
export type Operation = Pick<RouteDef, 'method' | 'path' | 'options'>

/** `METHOD /path` with `{name}` segments: the key the areas' API prose gives each call's summary under. */
export const callKey = ({ method, path }: Pick<RouteDef, 'method' | 'path'>) =>
  `${method.toUpperCase()} ${path.replace(/:(\w+)/g, '{$1}')}`

/** The operation's name, spelt as the OpenAPI document's operationId: `getAppsTodoTasks`. */
export const toolName = ({ method, path }: Pick<RouteDef, 'method' | 'path'>) =>
  `${method}${path.replace(/:(\w+)/g, '{$1}').replace(/[^A-Za-z0-9]+(.)?/g, (_, next = '') => next.toUpperCase())}`

function querySchema(query: NonNullable<Operation['options']['query']>): JsonSchema {
  if (query instanceof z.ZodMiniType) return jsonOf(query)
  const rules: ListParams = query
  const properties = Object.fromEntries(Object.entries(rules).map(([name, rule]) => [name, ruleSchema(rule)]))
  return { type: 'object', properties }
}

function inputSchema({ path, options }: Operation): JsonSchema {
  const names = [...path.matchAll(/:(\w+)/g)].map((match) => match[1]!)
  const properties: JsonSchema = {}
  if (names.length > 0)
    properties.path = {
      type: 'object',
      properties: Object.fromEntries(names.map((name) => [name, { type: 'string' }])),
      required: names
    }
  if (options.query) properties.query = querySchema(options.query)
  if (options.body) properties.body = jsonOf(options.body)
  return { type: 'object', properties, ...(names.length > 0 ? { required: ['path'] } : {}) }
}

/** A call that changes data (a GET that writes too: opening a chat) waits for the user's approval. */
const writes = (route: Operation) => route.method !== 'get' || route.options.writes === true

/** Every operation of the route table as a tool, the assistant's own calls left out. */
export function toolsFrom(routes: readonly Operation[], summaries: ReadonlyMap<string, string>): Tool[] {
  return routes
    .filter((route) => !route.path.startsWith(assistantPrefix))
    .map((route) => ({
      name: toolName(route),
      summary: summaries.get(callKey(route)) ?? '',
      method: route.method,
      path: route.path,
      writes: writes(route),
      input: inputSchema(route),
      answer: jsonOf(route.options.documented?.answer ?? route.options.answer)
    }))
}

/** The routes a caller with these rules may call: the same check the route itself makes. */
export function routesAllowed(routes: readonly Operation[], rules: readonly AbilityRule[]): Operation[] {
  return routes.filter((route) => rulesAllow(rules, route.options.permission))
}
