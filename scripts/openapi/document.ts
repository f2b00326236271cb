import type { RouteEntry } from '@fake-db/route'
import { refusalCodes } from '@/utility/refusal.contract'
import { permissionText } from '@fake-db/permission'
import { callInput, errorSchemaRef, refusalsOf, type Refusal } from './errors'
import { zodSchema, type JsonSchema } from './inputs'
import { callKey, openPath, type DocumentedArea, type DocumentedCall } from './prose'

const code = { type: 'string', enum: [...refusalCodes] }
const errorAnswer = (description: string, example?: Refusal['example']) => ({
  description,
  content: { 'application/json': { schema: errorSchemaRef, ...(example ? { example } : {}) } }
})

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
}

function operation(route: RouteEntry, facts: CallFacts | undefined): JsonSchema {
  const { method, path, options } = route
  const { permission, documented } = options
  const secured = permission !== 'public'
  const prose = facts?.call.prose ?? ''
  const described = [prose, `**Permission:** ${permissionText(permission)}.`].filter(Boolean).join('\n\n')
  const { parameters, body } = callInput(route)
  const success = {
    description: 'Success',
    content: {
      'application/json': { schema: exactlyOne(zodSchema(documented?.answer ?? options.answer)) }
    }
  }
  const refusals = refusalsOf(route, prose, facts?.badInput)
  return {
    operationId: `${method}${openPath(path).replace(/[^A-Za-z0-9]+(.)?/g, (_, next = '') => next.toUpperCase())}`,
    summary: facts?.call.summary || openPath(path),
    ...(facts ? { tags: [facts.area] } : {}),
    description: described,
    'x-permission': permission,
    ...(parameters.length > 0 ? { parameters } : {}),
    ...(body ? { requestBody: { required: true, content: { 'application/json': { schema: body } } } } : {}),
    responses: {
      ...(options.created
        ? {
            '201': { ...success, description: 'Created' },
            ...(documented?.unchanged ? { '200': { ...success, description: documented.unchanged } } : {})
          }
        : { '200': success }),
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
  badInput: ReadonlyMap<string, Refusal['example']> = new Map()
): JsonSchema {
  const facts = new Map(
    areas.flatMap(({ area, calls }) =>
      calls.map((call): [string, CallFacts] => [call.key, { call, area, badInput: badInput.get(call.key) }])
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
