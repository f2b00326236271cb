import type { Schema } from './document'

/** Values the run knows by name (ids read from the server, the session's tokens), used before any made-up one. */
export type Known = (name: string) => unknown

const today = () => new Date().toISOString().slice(0, 10)

const isObject = (value: unknown): value is Schema =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

function patternCandidates(name: string): string[] {
  return [
    'Verify',
    '',
    'https://example.com/verify.png',
    '/images/verify.png',
    'verify@example.com',
    today(),
    `${today()}T09:00`,
    new Date().toISOString(),
    '$10.00',
    '10',
    '#7367f0',
    'verify',
    'verify-1',
    name
  ]
}

function sampleString(schema: Schema, name: string): string {
  const format = schema.format
  if (format === 'date') return today()
  if (format === 'date-time') return new Date().toISOString()
  if (format === 'email' || /email/i.test(name)) return 'verify@example.com'
  if (format === 'uri' || format === 'url') return 'https://example.com/verify'
  if (/(date|^start|^end)$/i.test(name)) return today()
  const min = typeof schema.minLength === 'number' ? schema.minLength : 0
  const max = typeof schema.maxLength === 'number' ? schema.maxLength : Infinity
  const fits = (text: string) => text.length >= min && text.length <= max
  if (typeof schema.pattern === 'string') {
    const pattern = new RegExp(schema.pattern, 'u')
    const match = patternCandidates(name).find((text) => pattern.test(text) && fits(text))
    if (match !== undefined) return match
  }
  return 'Verify'.padEnd(min, 'x').slice(0, Math.max(min, Math.min(max, 6)))
}

function sampleNumber(schema: Schema, integer: boolean): number {
  const min = typeof schema.minimum === 'number' ? schema.minimum : undefined
  const exclusive = typeof schema.exclusiveMinimum === 'number' ? schema.exclusiveMinimum + 1 : undefined
  const max = typeof schema.maximum === 'number' ? schema.maximum : undefined
  let value = Math.max(1, min ?? 1, exclusive ?? 1)
  if (max !== undefined && value > max) value = max
  return integer ? Math.ceil(value) : value
}

function firstType(schema: Schema): string | undefined {
  if (typeof schema.type === 'string') return schema.type
  if (Array.isArray(schema.type)) return schema.type.find((type) => type !== 'null') ?? 'null'
  if (isObject(schema.properties)) return 'object'
  return undefined
}

/** A value the schema accepts: a known value for the name, its example, else one made from its keywords. */
export function sample(schema: Schema, known: Known, name = '', depth = 0): unknown {
  const fromRun = name ? known(name) : undefined
  if (fromRun !== undefined) return fromRun
  if (schema.example !== undefined) return schema.example
  if (Array.isArray(schema.examples) && schema.examples.length > 0) return schema.examples[0]
  if (schema.const !== undefined) return schema.const
  if (Array.isArray(schema.enum) && schema.enum.length > 0) return schema.enum[0]
  if (schema.default !== undefined) return schema.default
  for (const keyword of ['anyOf', 'oneOf']) {
    const options = schema[keyword]
    if (Array.isArray(options) && options.length > 0) {
      const option = options.filter(isObject).find((entry) => entry.type !== 'null') ?? options[0]
      return sample(option as Schema, known, name, depth)
    }
  }
  if (Array.isArray(schema.allOf)) {
    const merged = Object.assign({}, ...schema.allOf.filter(isObject)) as Schema
    return sample(merged, known, name, depth)
  }
  switch (firstType(schema)) {
    case 'object':
      return sampleObject(schema, known, depth)
    case 'array': {
      const count = typeof schema.minItems === 'number' ? schema.minItems : 0
      const items = isObject(schema.items) ? schema.items : {}
      return Array.from({ length: count }, () => sample(items, known, name, depth + 1))
    }
    case 'string':
      return sampleString(schema, name)
    case 'integer':
      return sampleNumber(schema, true)
    case 'number':
      return sampleNumber(schema, false)
    case 'boolean':
      return false
    case 'null':
      return null
    default:
      return 'Verify'
  }
}

function sampleObject(schema: Schema, known: Known, depth: number): Record<string, unknown> {
  const properties = isObject(schema.properties) ? schema.properties : {}
  const required = Array.isArray(schema.required) ? schema.required.map(String) : []
  const entries = required
    .filter((key) => isObject(properties[key]) && depth < 8)
    .map((key) => [key, sample(properties[key] as Schema, known, key, depth + 1)])
  return Object.fromEntries(entries)
}
