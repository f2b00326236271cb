import { readFileSync } from 'node:fs'

/** A JSON Schema (OpenAPI 3.1 dialect) as read from the document. */
export type Schema = { [keyword: string]: unknown }

export interface Parameter {
  name: string
  in: 'query' | 'path' | 'header' | 'cookie'
  required: boolean
  schema: Schema
}

export interface Answer {
  status: string
  schema?: Schema
}

export interface Operation {
  id: string
  method: string
  path: string
  tag: string
  parameters: Parameter[]
  body?: Schema
  bodyExample?: unknown
  answers: Answer[]
  secured: boolean
  /** The CASL permission the call needs (`x-permission`), when it names one. */
  permission?: Permission
}

export interface Permission {
  action: string
  subject: string
}

export interface ApiDocument {
  operations: Operation[]
  /** The error body every refusal must match. */
  errorSchema?: Schema
  /** The components the schemas' `$ref`s point into, for the validator. */
  components: Schema
}

const methods = ['get', 'post', 'put', 'patch', 'delete']

const isObject = (value: unknown): value is Schema =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/** Follows a local `$ref` (`#/components/...`) once; a schema without one is returned as it is. */
export function resolve(root: Schema, value: unknown): Schema {
  if (!isObject(value)) return {}
  const ref = value.$ref
  if (typeof ref !== 'string' || !ref.startsWith('#/')) return value
  const target = ref
    .slice(2)
    .split('/')
    .reduce<unknown>(
      (node, key) => (isObject(node) ? node[key.replace(/~1/g, '/').replace(/~0/g, '~')] : undefined),
      root
    )
  return resolve(root, target)
}

/** The `example`, or the first of the `examples` map, of a parameter or a media type; `{}` when it has none. */
function exampleOf(root: Schema, holder: Schema): { example?: unknown } {
  const examples = isObject(holder.examples)
    ? Object.values(holder.examples).map((entry) => resolve(root, entry).value)
    : []
  const example = holder.example ?? examples[0]
  return example === undefined ? {} : { example }
}

function jsonContent(root: Schema, holder: unknown): { schema?: Schema; example?: unknown } {
  const content = resolve(root, holder).content
  const json = isObject(content) ? resolve(root, content['application/json']) : undefined
  if (!json || !isObject(json.schema)) return {}
  return { schema: json.schema, ...exampleOf(root, json) }
}

function permissionOf(value: unknown): { permission?: Permission } {
  if (!isObject(value) || typeof value.action !== 'string' || typeof value.subject !== 'string') return {}
  return { permission: { action: value.action, subject: value.subject } }
}

function readOperation(
  root: Schema,
  path: string,
  method: string,
  item: Schema,
  secured: boolean
): Operation {
  const raw = resolve(root, item[method])
  const shared = Array.isArray(item.parameters) ? item.parameters : []
  const own = Array.isArray(raw.parameters) ? raw.parameters : []
  const parameters = [...shared, ...own].map((entry) => {
    const parameter = resolve(root, entry)
    return {
      name: String(parameter.name),
      in: parameter.in as Parameter['in'],
      required: parameter.required === true,
      schema: { ...resolve(root, parameter.schema), ...exampleOf(root, parameter) }
    }
  })
  const responses = isObject(raw.responses) ? raw.responses : {}
  const body = raw.requestBody === undefined ? {} : jsonContent(root, raw.requestBody)
  const tags = Array.isArray(raw.tags) ? raw.tags : []
  return {
    id: typeof raw.operationId === 'string' ? raw.operationId : `${method.toUpperCase()} ${path}`,
    method,
    path,
    tag: typeof tags[0] === 'string' ? tags[0] : 'default',
    parameters,
    body: body.schema,
    bodyExample: body.example,
    answers: Object.entries(responses).map(([status, answer]) => ({
      status,
      schema: jsonContent(root, answer).schema
    })),
    secured: Array.isArray(raw.security) ? raw.security.length > 0 : secured,
    ...permissionOf(raw['x-permission'])
  }
}

/** Every operation of an OpenAPI 3 document, in document order. */
export function readDocument(file: string): ApiDocument {
  const root = JSON.parse(readFileSync(file, 'utf8')) as Schema
  const paths = isObject(root.paths) ? root.paths : {}
  const secured = Array.isArray(root.security) && root.security.length > 0
  const operations = Object.entries(paths).flatMap(([path, value]) => {
    const item = resolve(root, value)
    return methods
      .filter((method) => isObject(item[method]))
      .map((method) => readOperation(root, path, method, item, secured))
  })
  const components = isObject(root.components) ? root.components : {}
  const schemas = isObject(components.schemas) ? components.schemas : {}
  return {
    operations,
    errorSchema: isObject(schemas.Error) ? { $ref: '#/components/schemas/Error' } : undefined,
    components
  }
}
