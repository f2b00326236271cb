// What docs/api.md says of a call's input, answer and errors, read from the JSON Schemas the OpenAPI document holds.
import type { RefusalCode } from '@/utility/refusal.contract'
import type { JsonSchema, Parameter } from './inputs'

export interface FieldRow {
  name: string
  where: 'path' | 'query' | 'body'
  type: string
  required: boolean
  rules: string
}

const asSchema = (value: unknown): JsonSchema =>
  value !== null && typeof value === 'object' ? (value as JsonSchema) : {}
const asList = (value: unknown): JsonSchema[] => (Array.isArray(value) ? value.map(asSchema) : [])
const propertiesOf = (schema: JsonSchema) =>
  Object.entries(asSchema(schema.properties)).map(([k, v]) => [k, asSchema(v)] as const)
const requiredOf = (schema: JsonSchema) =>
  Array.isArray(schema.required) ? (schema.required as string[]) : []
const choices = (schema: JsonSchema) =>
  Array.isArray(schema.enum) ? schema.enum : 'const' in schema ? [schema.const] : null
const isObject = (schema: JsonSchema) => schema.type === 'object' || 'properties' in schema

export function typeText(schema: JsonSchema): string {
  const values = choices(schema)
  if (values)
    return values.length === 1 ? JSON.stringify(values[0]) : `one of ${values.map(String).join(', ')}`
  const union = asList(schema.anyOf ?? schema.oneOf)
  if (union.length > 0) return [...new Set(union.map(typeText))].join(' or ')
  if (schema.type === 'array') return `list of ${typeText(asSchema(schema.items))}`
  if (Array.isArray(schema.type)) return schema.type.join(' or ')
  if (isObject(schema) && propertiesOf(schema).length === 0 && schema.additionalProperties)
    return `map of ${typeText(asSchema(schema.additionalProperties))}`
  return typeof schema.type === 'string' ? schema.type : 'any'
}

// zod writes a whole number's unstated bounds as ±Number.MAX_SAFE_INTEGER: no rule a reader needs.
const bound = (value: unknown) =>
  typeof value === 'number' && Math.abs(value) < Number.MAX_SAFE_INTEGER
    ? value.toLocaleString('en-US')
    : undefined

function span(low: unknown, high: unknown, unit: string): string {
  const [min, max] = [bound(low), bound(high)]
  return min !== undefined && max !== undefined
    ? `${min} to ${max}${unit}`
    : max !== undefined
      ? `at most ${max}${unit}`
      : min !== undefined
        ? `at least ${min}${unit}`
        : ''
}

export function rulesText(schema: JsonSchema): string {
  const union = asList(schema.anyOf ?? schema.oneOf)
  if (union.length > 0) return [...new Set(union.map(rulesText).filter(Boolean))].join('; ')
  const rules = [
    span(schema.minLength, schema.maxLength, ' characters'),
    span(schema.minimum ?? schema.exclusiveMinimum, schema.maximum ?? schema.exclusiveMaximum, ''),
    span(schema.minItems, schema.maxItems, ' items'),
    typeof schema.format === 'string' ? schema.format : '',
    'default' in schema ? `default ${JSON.stringify(schema.default)}` : ''
  ]
  if (bound(schema.exclusiveMinimum) !== undefined) rules[1] = `more than ${bound(schema.exclusiveMinimum)}`
  return rules.filter(Boolean).join('; ')
}

/** A body's fields, nested objects and lists of objects flattened to `a.b` and `a[].b`, to `depth` levels. */
export function bodyRows(schema: JsonSchema, prefix = '', depth = 3): FieldRow[] {
  return propertiesOf(schema).flatMap(([name, field]) => {
    const path = `${prefix}${name}`
    const row: FieldRow = {
      name: path,
      where: 'body',
      type: typeText(field),
      required: requiredOf(schema).includes(name),
      rules: rulesText(field)
    }
    const items = asSchema(field.items)
    const nested =
      depth <= 1
        ? []
        : isObject(field)
          ? bodyRows(field, `${path}.`, depth - 1)
          : isObject(items)
            ? bodyRows(items, `${path}[].`, depth - 1)
            : []
    return [row, ...nested]
  })
}

export const parameterRows = (parameters: readonly Parameter[]): FieldRow[] =>
  parameters.map(({ name, in: where, required, schema }) => ({
    name,
    where,
    type: typeText(schema),
    required,
    rules: rulesText(schema)
  }))

/** The answer's outline: its keys with their types, and the keys of what they hold one level down. */
export function shapeText(schema: JsonSchema, depth = 0): string {
  const union = asList(schema.anyOf ?? schema.oneOf)
  if (union.length > 0) return [...new Set(union.map((part) => shapeText(part, depth)))].join(' | ')
  const values = choices(schema)
  if (values) return values.map((value) => JSON.stringify(value)).join(' | ')
  if (schema.type === 'array') {
    const item = shapeText(asSchema(schema.items), depth)
    return item.includes(' | ') ? `(${item})[]` : `${item}[]`
  }
  if (!isObject(schema)) return typeText(schema)
  const properties = propertiesOf(schema)
  if (properties.length === 0)
    return schema.additionalProperties
      ? `{[key]: ${shapeText(asSchema(schema.additionalProperties), depth + 1)}}`
      : '{}'
  if (depth >= 2) return 'object'
  const required = requiredOf(schema)
  const keys = properties.map(([name, field]) => {
    const key = `${name}${required.includes(name) ? '' : '?'}`
    return depth === 0 ? `${key}: ${shapeText(field, depth + 1)}` : key
  })
  return `{${keys.join(', ')}}`
}

/** The codes an input's declared rules can refuse with (handlers may refuse more; their words say so). */
export function inputCodes(schemas: readonly JsonSchema[]): RefusalCode[] {
  const codes = new Set<RefusalCode>()
  const visit = (schema: JsonSchema, top: boolean) => {
    if (!top) codes.add('type')
    if (requiredOf(schema).length > 0 || schema.minLength === 1) codes.add('required')
    if (schema.type === 'integer') codes.add('wholeNumber')
    if (bound(schema.minimum ?? schema.exclusiveMinimum) !== undefined || schema.minItems !== undefined)
      codes.add('tooSmall')
    if (typeof schema.minLength === 'number' && schema.minLength > 1) codes.add('tooSmall')
    if (bound(schema.maximum ?? schema.exclusiveMaximum) !== undefined || schema.maxItems !== undefined)
      codes.add('tooBig')
    if (schema.maxLength !== undefined) codes.add('tooLong')
    if (choices(schema)?.length) codes.add('oneOf')
    if (schema.format === 'email') codes.add('email')
    else if (schema.format === 'date') codes.add('date')
    else if (schema.pattern !== undefined || schema.format !== undefined) codes.add('invalid')
    for (const part of [...asList(schema.anyOf), ...asList(schema.oneOf), ...asList(schema.allOf)])
      visit(part, true)
    for (const [, field] of propertiesOf(schema)) visit(field, false)
    if (schema.items) visit(asSchema(schema.items), false)
    if (isObject(schema) && schema.additionalProperties) visit(asSchema(schema.additionalProperties), false)
  }
  schemas.forEach((schema) => visit(schema, true))
  return [...codes]
}
