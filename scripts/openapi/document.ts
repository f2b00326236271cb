import type { RouteEntry } from '@fake-db/route'
import { refusalCodes } from '@/utility/refusal.contract'
import { permissionText } from '@fake-db/permission'
import { callInput, errorSchemaRef, refusalsOf, type Refusal } from './errors'
import type { Example } from './examples'
import { isListSchema, zodSchema, type JsonSchema } from './inputs'
import { callKey, openPath, type DocumentedArea, type DocumentedCall } from './prose'

const code = { type: 'string', enum: [...refusalCodes] }
const errorAnswer = (description: string, example?: Refusal['example']) => ({
  description,
  content: { 'application/json': { schema: errorSchemaRef, ...(example ? { example } : {}) } }
})

/** A query value as its schema types it (a query string carries only text). */
function typed(schema: JsonSchema, value: string): unknown {
  if (schema.type === 'integer' || schema.type === 'number') return Number(value)
  if (schema.type === 'boolean') return value === 'true'
  if (isListSchema(schema)) return value.split(',')
  return value
}

/** A success answer of several kinds is exactly one of them. */
function exactlyOne(schema: JsonSchema): JsonSchema {
  const { anyOf, ...rest } = schema
  return anyOf ? { ...rest, oneOf: anyOf } : schema
}

/** What the document needs of a call besides its route: its words, and what the mock answered for it. */
export interface CallFacts {
  call: DocumentedCall
  area: string
  badInput?: Refusal['example']
  example?: Example
}

function operation(route: RouteEntry, facts: CallFacts | undefined): JsonSchema {
  const { method, path, options } = route
  const { permission, documented } = options
  const secured = permission !== 'public'
  const prose = facts?.call.prose ?? ''
  const described = [prose, `**Permission:** ${permissionText(permission)}.`].filter(Boolean).join('\n\n')
  const { parameters: declared, body } = callInput(route)
  const example = facts?.example
  const given: Record<string, string> = { ...example?.request.path, ...example?.request.query }
  const parameters = declared.map((parameter) =>
    parameter.name in given
      ? { ...parameter, example: typed(parameter.schema, given[parameter.name] ?? '') }
      : parameter
  )
  const schema = exactlyOne(zodSchema(documented?.answer ?? options.answer))
  // A call the HTTP server can stream answers its stream's media type too (described in its prose).
  const streamed = options.stream
    ? { [options.stream.type]: { schema: { type: 'string', description: 'See the description.' } } }
    : {}
  const success = (status: string, description: string) => ({
    description,
    content: {
      'application/json': {
        schema,
        ...(example && String(example.status) === status ? { example: example.answer } : {})
      },
      ...streamed
    }
  })
  const refusals = refusalsOf(route, prose, facts?.badInput)
  return {
    operationId: `${method}${openPath(path).replace(/[^A-Za-z0-9]+(.)?/g, (_, next = '') => next.toUpperCase())}`,
    summary: facts?.call.summary || openPath(path),
    ...(facts ? { tags: [facts.area] } : {}),
    description: described,
    'x-permission': permission,
    ...(parameters.length > 0 ? { parameters } : {}),
    ...(body
      ? {
          requestBody: {
            required: true,
            content: {
              'application/json': {
                schema: body,
                ...(example?.request.body === undefined || example.request.signedIn
                  ? {}
                  : { example: example.request.body })
              }
            }
          }
        }
      : {}),
    responses: {
      ...(options.created
        ? {
            '201': success('201', 'Created'),
            ...(documented?.unchanged ? { '200': success('200', documented.unchanged) } : {})
          }
        : { '200': success('200', 'Success') }),
      ...Object.fromEntries(
        refusals.map(({ status, description, example }) => [status, errorAnswer(description, example)])
      ),
      '500': errorAnswer('A fault in the handler; nothing changed', {
        error: 'Something broke',
        code: 'server'
      })
    },
    ...(secured ? {} : { security: [] }),
    ...(options.extension ? { 'x-extension': true } : {})
  }
}

export function buildDocument(
  routes: readonly RouteEntry[],
  areas: readonly DocumentedArea[],
  version: string,
  badInput: ReadonlyMap<string, Refusal['example']> = new Map(),
  examples: ReadonlyMap<string, Example> = new Map()
): JsonSchema {
  const facts = new Map(
    areas.flatMap(({ area, calls }) =>
      calls.map((call): [string, CallFacts] => [
        call.key,
        { call, area, badInput: badInput.get(call.key), example: examples.get(call.key) }
      ])
    )
  )
  const paths: Record<string, Record<string, JsonSchema>> = {}
  for (const route of routes) {
    const { method, path } = route
    ;(paths[openPath(path)] ??= {})[method] = operation(route, facts.get(callKey(route)))
  }
  const tags = areas.map(({ area, intro }) => ({ name: area, description: intro || `The calls of ${area}.` }))
  return {
    openapi: '3.1.1',
    info: {
      title: 'Nordlight API',
      version,
      description:
        'Every call the Nordlight screens make. `npm run api` serves it from the mock handlers; ' +
        'docs/api.md has the conventions. Operations marked `x-extension` were added to the original contract.'
    },
    servers: [{ url: 'http://127.0.0.1:3001', description: 'npm run api' }],
    tags,
    security: [{ bearer: [] }],
    paths,
    components: {
      securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      schemas: {
        Error: {
          description:
            'A refusal: English words for people and a stable code for programs, for the whole request ' +
            '(`field` names the input it is about) or per field (`error` and `code` keyed alike).',
          anyOf: [
            {
              type: 'object',
              required: ['error', 'code'],
              properties: {
                error: { type: 'string' },
                code,
                field: { type: 'string' }
              }
            },
            {
              type: 'object',
              required: ['error', 'code'],
              properties: {
                error: { type: 'object', additionalProperties: { type: 'string' } },
                code: { type: 'object', additionalProperties: code }
              }
            }
          ]
        }
      }
    }
  }
}
