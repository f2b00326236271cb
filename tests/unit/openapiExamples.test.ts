import { readFileSync } from 'node:fs'
import { Ajv2020 } from 'ajv/dist/2020.js'
import { describe, expect, it } from 'vitest'
import { keepAnswers } from '../../scripts/openapi/keepAnswers'

type Schema = Record<string, unknown>
interface Media {
  schema: Schema
  example?: unknown
}
interface Operation {
  parameters?: { name: string; schema: Schema; example?: unknown }[]
  requestBody?: { content: { 'application/json': Media } }
  responses: Record<string, { content: { 'application/json': Media } }>
}

const doc = JSON.parse(readFileSync(new URL('../../docs/openapi.json', import.meta.url), 'utf8')) as {
  paths: Record<string, Record<string, Operation>>
  components: { schemas: { Error: Schema } }
}
const ajv = new Ajv2020({ strict: false, validateFormats: false, logger: false })
const resolved = (schema: Schema): Schema =>
  schema.$ref === '#/components/schemas/Error' ? doc.components.schemas.Error : schema

const operations = Object.entries(doc.paths).flatMap(([path, item]) =>
  Object.entries(item).map(([method, operation]) => ({ call: `${method} ${path}`, operation }))
)

const invalid = (schema: Schema, value: unknown) => {
  const validate = ajv.compile(resolved(schema))
  return validate(value) ? [] : [JSON.stringify(validate.errors?.slice(0, 2))]
}

describe('the examples of docs/openapi.json', () => {
  it('give every call a success answer, and a request to every call that takes input', () => {
    const withoutAnswer = operations.filter(({ operation }) =>
      Object.entries(operation.responses).every(
        ([status, answer]) =>
          !status.startsWith('2') || answer.content['application/json'].example === undefined
      )
    )
    // Their body is the refresh token of a sign-in: no token written in a document stays valid.
    const signedIn = ['post /jwt/refresh-token', 'post /jwt/logout']
    const withoutRequest = operations.filter(
      ({ call, operation: { parameters = [], requestBody } }) =>
        !signedIn.includes(call) &&
        (parameters.length > 0 || requestBody) &&
        requestBody?.content['application/json'].example === undefined &&
        parameters.every((parameter) => parameter.example === undefined)
    )
    expect(withoutAnswer.map(({ call }) => call)).toEqual([])
    expect(withoutRequest.map(({ call }) => call)).toEqual([])
  })

  it.each(operations)('match their schemas: $call', ({ operation }) => {
    const media = [
      ...(operation.requestBody ? [operation.requestBody.content['application/json']] : []),
      ...Object.values(operation.responses).map((answer) => answer.content['application/json'])
    ]
    const problems = [
      ...media.flatMap(({ schema, example }) => (example === undefined ? [] : invalid(schema, example))),
      ...(operation.parameters ?? []).flatMap(({ schema, example }) =>
        example === undefined ? [] : invalid(schema, example)
      )
    ]
    expect(problems).toEqual([])
  })
})

describe('keepAnswers', () => {
  const document = (request: unknown, answer: unknown) => ({
    paths: {
      '/x': {
        post: {
          requestBody: { content: { 'application/json': { example: request } } },
          responses: { '200': { content: { 'application/json': { example: answer } } } }
        }
      }
    }
  })
  const answerOf = (doc: ReturnType<typeof document>) =>
    doc.paths['/x'].post.responses['200'].content['application/json'].example

  it('keeps a committed answer (dates of another day) while its request is unchanged', () => {
    const kept = keepAnswers(document({ id: 1 }, { day: 'today' }), document({ id: 1 }, { day: 'yesterday' }))
    expect(answerOf(kept as ReturnType<typeof document>)).toEqual({ day: 'yesterday' })
  })

  it('takes the fresh answer once the request changed, or with nothing committed', () => {
    const changed = keepAnswers(
      document({ id: 2 }, { day: 'today' }),
      document({ id: 1 }, { day: 'yesterday' })
    )
    expect(answerOf(changed as ReturnType<typeof document>)).toEqual({ day: 'today' })
    const first = keepAnswers(document({ id: 1 }, { day: 'today' }), undefined)
    expect(answerOf(first as ReturnType<typeof document>)).toEqual({ day: 'today' })
  })
})
