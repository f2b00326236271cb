import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'

/** The faults the verifier must catch, each planted in an otherwise conforming server. */
export type Fault =
  'none' | 'wrongShape' | 'crash' | 'noAuth' | 'noForbidden' | 'refusedButChanged' | 'keepsDeleted'

const error = { $ref: '#/components/schemas/Error' }
const json = (schema: object) => ({ content: { 'application/json': { schema } } })
const note = {
  type: 'object',
  properties: { id: { type: 'integer' }, title: { type: 'string' } },
  required: ['id', 'title']
}
const refusals = {
  '401': { description: 'No token', ...json(error) },
  '4XX': { description: 'Bad input', ...json(error) }
}
const idParameter = (place: 'path' | 'query') => ({
  name: 'id',
  in: place,
  required: true,
  schema: { type: 'integer' }
})

/** A contract in the document's shape: sign-in, a list, one record, add, update and delete. */
export const notesDocument = {
  openapi: '3.1.0',
  info: { title: 'Notes', version: '1' },
  security: [{ bearer: [] }],
  paths: {
    '/login': {
      post: {
        tags: ['Auth'],
        security: [],
        requestBody: json({
          type: 'object',
          properties: { email: { type: 'string' }, password: { type: 'string' } }
        }),
        responses: { '200': json({ type: 'object', properties: { accessToken: { type: 'string' } } }) }
      }
    },
    '/notes': {
      get: {
        tags: ['Notes'],
        'x-permission': { action: 'read', subject: 'Note' },
        responses: {
          '200': json({
            type: 'object',
            properties: { notes: { type: 'array', items: note } },
            required: ['notes']
          }),
          ...refusals
        }
      }
    },
    '/notes/{id}': {
      get: {
        tags: ['Notes'],
        'x-permission': { action: 'read', subject: 'Note' },
        parameters: [idParameter('path')],
        responses: { '200': json({ type: 'object', properties: { note } }), ...refusals }
      }
    },
    '/notes/add': {
      post: {
        tags: ['Notes'],
        'x-permission': { action: 'create', subject: 'Note' },
        requestBody: json({
          type: 'object',
          properties: {
            note: {
              type: 'object',
              properties: { title: { type: 'string', minLength: 1, maxLength: 20 } },
              required: ['title']
            }
          },
          required: ['note']
        }),
        responses: { '201': json({ type: 'object', properties: { note } }), ...refusals }
      }
    },
    '/notes/update': {
      post: {
        tags: ['Notes'],
        'x-permission': { action: 'update', subject: 'Note' },
        requestBody: {
          content: {
            'application/json': {
              schema: {
                type: 'object',
                properties: {
                  note: {
                    type: 'object',
                    properties: { id: { type: 'integer' }, title: { type: 'string', maxLength: 20 } },
                    required: ['id', 'title']
                  }
                },
                required: ['note']
              },
              // Names the seed note, as the document's examples do: the flow must change its own instead.
              example: { note: { id: 1, title: 'Renamed' } }
            }
          }
        },
        responses: { '200': json({ type: 'object', properties: { note } }), ...refusals }
      }
    },
    '/notes/delete': {
      delete: {
        tags: ['Notes'],
        'x-permission': { action: 'delete', subject: 'Note' },
        parameters: [idParameter('query')],
        responses: { '200': json({ type: 'object' }), ...refusals }
      }
    }
  },
  components: {
    securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } },
    schemas: {
      Error: {
        type: 'object',
        properties: { error: { type: 'string' }, code: { type: 'string' } },
        required: ['error', 'code']
      }
    }
  }
}

const tokenOf = (sub: number) =>
  `e30.${Buffer.from(JSON.stringify({ sub, exp: 4102444800 })).toString('base64url')}.signed`
const token = tokenOf(1)
/** The token of `reader@b.c`, whose ability reads notes and nothing more. */
const readerToken = tokenOf(2)
const abilities = {
  [token]: [{ action: 'manage', subject: 'all' }],
  [readerToken]: [{ action: 'read', subject: 'Note' }]
}

async function readJson(request: IncomingMessage): Promise<unknown> {
  let text = ''
  for await (const chunk of request) text += String(chunk)
  try {
    return text ? (JSON.parse(text) as unknown) : undefined
  } catch {
    return undefined
  }
}

/** The notes server over HTTP on a free loopback port, with one fault planted (or none); `empty` holds no note. */
export async function startNotesServer(fault: Fault, empty = false) {
  const notes = empty ? [] : [{ id: 1, title: 'First' }]
  const answer = (response: ServerResponse, status: number, body: unknown) => {
    response.writeHead(status, { 'content-type': 'application/json' })
    response.end(JSON.stringify(body))
  }
  const refuse = (response: ServerResponse, status: number, code: string) =>
    answer(response, status, { error: code, code })
  const server = createServer(async (request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost')
    const body = await readJson(request)
    const route = `${request.method} ${url.pathname}`
    if (route === 'POST /login') {
      const { email, password } = (body ?? {}) as Record<string, unknown>
      const valid = !Array.isArray(body) && typeof email === 'string' && typeof password === 'string'
      const given = email === 'reader@b.c' ? readerToken : token
      const signedIn = { accessToken: given, userData: { ability: abilities[given] } }
      return valid ? answer(response, 200, signedIn) : refuse(response, 400, 'required')
    }
    const reader = request.headers.authorization === `Bearer ${readerToken}`
    if (
      request.headers.authorization !== `Bearer ${token}` &&
      !reader &&
      !(fault === 'noAuth' && route === 'GET /notes')
    )
      return refuse(response, 401, 'unauthorized')
    if (reader && request.method !== 'GET' && !(fault === 'noForbidden' && route === 'POST /notes/add'))
      return refuse(response, 403, 'forbidden')
    if (route === 'GET /notes')
      return answer(response, 200, fault === 'wrongShape' ? { notes: 'none' } : { notes })
    const id = Number(url.searchParams.get('id') ?? url.pathname.split('/')[2])
    if (request.method === 'GET' && url.pathname.startsWith('/notes/')) {
      if (fault === 'crash') return refuse(response, 500, 'server')
      const found = notes.find((entry) => entry.id === id)
      return found
        ? answer(response, 200, { note: found })
        : refuse(response, /^\d+$/.test(url.pathname.split('/')[2] ?? '') ? 404 : 400, 'notFound')
    }
    if (route === 'POST /notes/add') {
      const title = (body as { note?: { title?: unknown } } | undefined)?.note?.title
      const valid = typeof title === 'string' && title.length > 0 && title.length <= 20
      const stored = { id: Math.max(0, ...notes.map((entry) => entry.id)) + 1, title: String(title) }
      if (valid || (fault === 'refusedButChanged' && typeof title === 'string')) notes.push(stored)
      return valid ? answer(response, 201, { note: stored }) : refuse(response, 400, 'invalid')
    }
    if (route === 'POST /notes/update') {
      const sent = (body as { note?: { id?: unknown; title?: unknown } } | undefined)?.note
      const found = notes.find((entry) => entry.id === sent?.id)
      if (typeof sent?.title !== 'string' || sent.title.length > 20) return refuse(response, 400, 'invalid')
      if (!found) return refuse(response, 404, 'notFound')
      found.title = sent.title
      return answer(response, 200, { note: found })
    }
    if (route === 'DELETE /notes/delete') {
      const index = notes.findIndex((entry) => entry.id === id)
      if (!/^\d+$/.test(url.searchParams.get('id') ?? '')) return refuse(response, 400, 'type')
      if (index < 0) return refuse(response, 404, 'notFound')
      if (fault !== 'keepsDeleted') notes.splice(index, 1)
      return answer(response, 200, {})
    }
    return refuse(response, 404, 'noRoute')
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    notes,
    close: () => new Promise<void>((resolve) => server.close(() => resolve()))
  }
}
