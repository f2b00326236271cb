import type { RouteEntry } from '@fake-db/route'
import { refusalCodes } from '@/utility/refusal.contract'
import { permissionText } from '@fake-db/permission'
import { pathParameters, queryParameters, zodSchema, type JsonSchema } from './inputs'
import { callKey, openPath, type DocumentedArea } from './prose'

/** A call's words (its area's `api.prose.ts`) and the area it belongs to. */
interface Prose {
  section: string
  text: string
}

const error = { $ref: '#/components/schemas/Error' }
const code = { type: 'string', enum: [...refusalCodes] }
const errorAnswer = (description: string) => ({
  description,
  content: { 'application/json': { schema: error } }
})

/** A success answer of several kinds is exactly one of them. */
function exactlyOne(schema: JsonSchema): JsonSchema {
  const { anyOf, ...rest } = schema
  return anyOf ? { ...rest, oneOf: anyOf } : schema
}

function operation(route: RouteEntry, prose: Prose | undefined): JsonSchema {
  const { method, path, options } = route
  const { permission, documented } = options
  const secured = permission !== 'public'
  const needs = permissionText(permission)
  const described = [prose?.text, `**Permission:** ${needs}.`].filter(Boolean).join('\n\n')
  const extraErrors = Object.entries(documented?.errors ?? {}).map(([status, words]) => [
    status,
    errorAnswer(words)
  ])
  const inQuery = method === 'get' || method === 'delete'
  const parameters = [...pathParameters(path), ...(inQuery ? queryParameters(options.query) : [])]
  const body = options.body ?? (inQuery ? undefined : options.query)
  return {
    operationId: `${method}${openPath(path).replace(/[^A-Za-z0-9]+(.)?/g, (_, next = '') => next.toUpperCase())}`,
    summary: openPath(path),
    ...(prose ? { tags: [prose.section] } : {}),
    description: described,
    'x-permission': permission,
    ...(parameters.length > 0 ? { parameters } : {}),
    ...(body
      ? {
          requestBody: {
            required: true,
            content: { 'application/json': { schema: zodSchema(body as never) } }
          }
        }
      : {}),
    responses: {
      [options.created ? '201' : '200']: {
        description: 'Success',
        content: {
          'application/json': {
            schema: exactlyOne(zodSchema(documented?.answer ?? options.answer))
          }
        }
      },
      ...(secured ? { '401': errorAnswer('No valid access token') } : {}),
      ...(typeof permission === 'object'
        ? { '403': errorAnswer(`The caller's CASL ability does not allow \`${needs}\` (\`forbidden\`)`) }
        : {}),
      ...Object.fromEntries(extraErrors),
      '4XX': errorAnswer('Bad input (400) or nothing with that id (404); nothing changed'),
      '500': errorAnswer('A fault in the handler; nothing changed')
    },
    ...(secured ? {} : { security: [] }),
    ...(options.extension ? { 'x-extension': true } : {})
  }
}

export function buildDocument(
  routes: readonly RouteEntry[],
  areas: readonly DocumentedArea[],
  version: string
): JsonSchema {
  const prose = new Map(
    areas.flatMap(({ area, calls }) => calls.map(({ key, prose: text }) => [key, { section: area, text }]))
  )
  const paths: Record<string, Record<string, JsonSchema>> = {}
  for (const route of routes) {
    const { method, path } = route
    ;(paths[openPath(path)] ??= {})[method] = operation(route, prose.get(callKey(route)))
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
