// Each refusal a call can answer, by status, with the error shape and an example of it.
import { z } from 'zod/mini'
import type { ListParams } from '@/utility/list.contract'
import { isRefusalCode, type Problem, type RefusalCode } from '@/utility/refusal.contract'
import { permissionText } from '@fake-db/permission'
import type { RouteEntry } from '@fake-db/route'
import { inputCodes } from './fields'
import { pathParameters, queryParameters, zodSchema, type JsonSchema } from './inputs'

/** The route's input as the OpenAPI document has it: query for GET and DELETE, else the body. */
export function callInput({ method, path, options }: RouteEntry) {
  const inQuery = method === 'get' || method === 'delete'
  const body = options.body ?? (inQuery ? undefined : options.query)
  return {
    parameters: [...pathParameters(path), ...(inQuery ? queryParameters(options.query) : [])],
    body: body ? zodSchema(body as z.ZodMiniType) : undefined,
    listQuery:
      inQuery && options.query && !(options.query instanceof z.ZodMiniType) ? options.query : undefined
  }
}

/** A list's parameters fall back to their defaults, except a strict choice and a capped number. */
function listCodes(params: ListParams): RefusalCode[] {
  const rules = Object.values(params)
  return [
    ...(rules.some((rule) => rule.kind === 'choice' && (rule.strict || rule.exact))
      ? (['oneOf'] as const)
      : []),
    ...(rules.some((rule) => rule.kind === 'number' && rule.capped) ? (['tooBig'] as const) : [])
  ]
}

/** The codes a 400 of this call can carry, as its declared input rules give them. */
export function badInputCodes(route: RouteEntry): RefusalCode[] {
  const { body, listQuery } = callInput(route)
  if (listQuery) return listCodes(listQuery)
  const queried = route.options.query instanceof z.ZodMiniType ? [zodSchema(route.options.query)] : []
  return inputCodes([...queried, ...(body ? [body] : [])])
}

/**
 * Whether the call changes a record based on the `version` it sends (in its body, the object it wraps, or its
 * query); a create, which has no earlier version, is never refused for one.
 */
export function takesVersion(route: RouteEntry): boolean {
  const { permission } = route.options
  if (typeof permission === 'object' && permission.action === 'create') return false
  const { body, parameters } = callInput(route)
  const fields = (schema: unknown): Record<string, unknown> =>
    (schema as { properties?: Record<string, unknown> } | undefined)?.properties ?? {}
  const named = [fields(body), ...Object.values(fields(body)).map(fields)]
  return (
    parameters.some((parameter) => parameter.name === 'version') || named.some((shape) => 'version' in shape)
  )
}

const conflict: Refusal = {
  status: '409',
  description:
    'The record changed since the `version` sent (`conflict`): `current` holds it as it is now; nothing is changed.',
  example: {
    error: 'record #3 changed since version 1: it is at version 2',
    code: 'conflict',
    current: { id: 3, version: 2 }
  }
}

/** The words of a 404 the call's prose names (`404 \`Invoice not found\``), if it names one. */
const notFoundWords = (prose: string) => /404 `([^`]+)`/.exec(prose)?.[1]

export interface Refusal {
  status: string
  description: string
  example: Problem | { error: Record<string, string>; code: Record<string, RefusalCode> }
}

/**
 * The refusals a call can answer besides 500: `badInput` is a 400 the mock gave for an empty input
 * (scripts/openapi/probe.ts), so its example names a real field.
 */
export function refusalsOf(
  route: RouteEntry,
  prose: string,
  badInput: Refusal['example'] | undefined
): Refusal[] {
  const { permission, documented } = route.options
  const { body, parameters } = callInput(route)
  const codes = badInputCodes(route)
  const missing = notFoundWords(prose)
  const refusals: Refusal[] = []
  // A read the mock never refused in the probe falls back to its defaults instead.
  if (badInput || (codes.length > 0 && body))
    refusals.push({
      status: '400',
      description: `Input refused by its rules (${codes.join(', ') || 'malformed'}), naming the field`,
      example: badInput ?? { error: 'The request body must be a JSON object', code: 'malformed' }
    })
  if (permission !== 'public')
    refusals.push({
      status: '401',
      description: 'No valid access token, when the backend checks tokens',
      example: { error: 'Unauthorized', code: 'unauthorized' }
    })
  if (typeof permission === 'object') {
    const needs = permissionText(permission)
    refusals.push({
      status: '403',
      description: `The caller's CASL ability does not allow \`${needs}\``,
      example: { error: `Forbidden: this call needs ${needs}`, code: 'forbidden' }
    })
  }
  if (missing || parameters.some((parameter) => parameter.in === 'path'))
    refusals.push({
      status: '404',
      description: 'A well-formed id or name that matches nothing',
      example: { error: missing ?? 'Not found', code: 'notFound' }
    })
  if (body) {
    refusals.push({
      status: '413',
      description: 'A body over the server limit (`npm run api`: 1 MB)',
      example: { error: 'The request body is over 1048576 bytes', code: 'tooLarge' }
    })
    refusals.push({
      status: '415',
      description: 'A body that is not `application/json` (UTF-8)',
      example: { error: 'Content-Type must be application/json', code: 'unsupportedType' }
    })
  }
  if (takesVersion(route)) refusals.push(conflict)
  for (const [status, words] of Object.entries(documented?.errors ?? {})) {
    const index = refusals.findIndex((refusal) => refusal.status === status)
    const declared = index >= 0 ? refusals[index] : undefined
    const refusal = {
      status,
      description: declared ? `${declared.description}; or: ${words}` : words,
      example: declared?.example ?? documentedExample(status, words)
    }
    if (declared) refusals[index] = refusal
    else refusals.push(refusal)
  }
  return refusals.sort((a, b) => a.status.localeCompare(b.status))
}

/** The first refusal code the words name in backticks, as the example's code; a 409 without one is a taken field. */
function documentedExample(status: string, words: string): Refusal['example'] {
  const named = [...words.matchAll(/`(\w+)`/g)].map((match) => match[1]).find(isRefusalCode)
  if (named) return { error: words.split(/ \(`/)[0] ?? words, code: named }
  return status === '409'
    ? { error: { email: 'This email is already in use.' }, code: { email: 'taken' } }
    : { error: 'Refused', code: 'invalid' }
}

export const errorSchemaRef: JsonSchema = { $ref: '#/components/schemas/Error' }
