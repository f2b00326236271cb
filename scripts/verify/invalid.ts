import type { Operation, Parameter, Schema } from './document'
import type { Input } from './request'

/**
 * `refused`: a 4xx in the error shape. `refusedOrDefault`: an optional query value a list call may also read as its
 * default (the contract's lists fall back rather than fail), so the answer is a 4xx or the same as without it.
 */
export interface InvalidCase {
  label: string
  input: Input
  expect: 'refused' | 'refusedOrDefault'
  /** The parameter a `refusedOrDefault` case sets, left out for the answer it is compared with. */
  parameter?: string
}

const isObject = (value: unknown): value is Schema =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

const typeOf = (schema: Schema) =>
  typeof schema.type === 'string' ? schema.type : isObject(schema.properties) ? 'object' : undefined

const clone = (input: Input): Input => structuredClone(input)

/** A value of another JSON type than the schema's, that no lenient reading turns into a valid one. */
function wrongType(schema: Schema): unknown {
  const type = typeOf(schema)
  return type === 'object' || type === 'array' ? 'not-an-object' : { wrong: true }
}

function parameterCases(operation: Operation, valid: Input): InvalidCase[] {
  const cases: InvalidCase[] = []
  const place = (parameter: Parameter) => (parameter.in === 'path' ? 'path' : 'query')
  // Without a documented 404 an unknown id may be a valid question (the history of a deleted record is empty).
  const findsRecords = operation.answers.some((answer) => ['404', '4XX'].includes(answer.status))
  const withValue = (parameter: Parameter, value: unknown) => {
    const input = clone(valid)
    input[place(parameter)][parameter.name] = value
    return input
  }
  for (const parameter of operation.parameters.filter(
    (entry) => entry.in === 'path' || entry.in === 'query'
  )) {
    const { schema, name } = parameter
    const type = typeOf(schema)
    const strict = parameter.required
    const expect = strict ? 'refused' : 'refusedOrDefault'
    const extra = strict ? {} : { parameter: name }
    if (strict && parameter.in === 'query') {
      const input = clone(valid)
      delete input.query[name]
      cases.push({ label: `without the required ${name}`, input, expect })
    }
    if (type === 'integer' || type === 'number')
      cases.push({ label: `${name} not a number`, input: withValue(parameter, 'abc'), expect, ...extra })
    if (typeof schema.maximum === 'number' && schema.maximum < 1e9)
      cases.push({
        label: `${name} over its maximum`,
        input: withValue(parameter, schema.maximum + 1),
        expect,
        ...extra
      })
    if (typeof schema.minimum === 'number' && schema.minimum > -1e9)
      cases.push({
        label: `${name} under its minimum`,
        input: withValue(parameter, schema.minimum - 1),
        expect,
        ...extra
      })
    if (Array.isArray(schema.enum))
      cases.push({
        label: `${name} not one of its values`,
        input: withValue(parameter, 'not-a-value'),
        expect,
        ...extra
      })
    if (typeof schema.maxLength === 'number')
      cases.push({
        label: `${name} over-long`,
        input: withValue(parameter, 'x'.repeat(schema.maxLength + 1)),
        expect,
        ...extra
      })
    if (strict && findsRecords && /id$/i.test(name))
      cases.push({
        label: `${name} of no record`,
        input: withValue(parameter, type === 'string' ? 'no-such-record' : 987654321),
        expect
      })
  }
  return cases
}

interface Field {
  path: string[]
  schema: Schema
  required: boolean
}

/** The body's fields, two levels deep (the contract wraps records: `{invoice: {...}}`). */
function fields(schema: Schema, path: string[] = [], depth = 0): Field[] {
  const properties = isObject(schema.properties) ? schema.properties : {}
  const required = Array.isArray(schema.required) ? schema.required.map(String) : []
  return Object.entries(properties).flatMap(([key, value]) => {
    if (!isObject(value)) return []
    const field = { path: [...path, key], schema: value, required: required.includes(key) }
    return [field, ...(depth < 1 && field.required ? fields(value, field.path, depth + 1) : [])]
  })
}

function setAt(body: unknown, path: string[], value: unknown, remove = false): unknown {
  const copy = structuredClone(body) as Record<string, unknown>
  let node = copy
  for (const key of path.slice(0, -1)) {
    if (!isObject(node[key])) node[key] = {}
    node = node[key] as Record<string, unknown>
  }
  const last = path[path.length - 1]
  if (remove) delete node[last]
  else node[last] = value
  return copy
}

function bodyCases(operation: Operation, valid: Input): InvalidCase[] {
  if (!operation.body || !isObject(valid.body)) return []
  const withBody = (label: string, body: unknown): InvalidCase => ({
    label,
    input: { ...clone(valid), body },
    expect: 'refused'
  })
  const all = fields(operation.body)
  const cases = [withBody('a body that is a list', [])]
  const required = all.filter((field) => field.required)
  for (const field of required.slice(0, 3))
    cases.push(
      withBody(`without the required ${field.path.join('.')}`, setAt(valid.body, field.path, undefined, true))
    )
  const typed =
    required.find((field) => typeOf(field.schema) !== undefined) ?? all.find((field) => typeOf(field.schema))
  if (typed)
    cases.push(
      withBody(
        `${typed.path.join('.')} of the wrong type`,
        setAt(valid.body, typed.path, wrongType(typed.schema))
      )
    )
  const long = all.find(
    (field) => typeOf(field.schema) === 'string' && typeof field.schema.maxLength === 'number'
  )
  if (long) {
    const text = 'x'.repeat(Number(long.schema.maxLength) + 1)
    cases.push(withBody(`${long.path.join('.')} over-long`, setAt(valid.body, long.path, text)))
  }
  return cases
}

/** Inputs the contract refuses, each a small change to the valid one. */
export function invalidCases(operation: Operation, valid: Input): InvalidCase[] {
  return [...parameterCases(operation, valid), ...bodyCases(operation, valid)]
}
