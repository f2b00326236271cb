import Ajv2020, { type ErrorObject, type ValidateFunction } from 'ajv/dist/2020'
import type { Schema } from './document'

const formats: Record<string, RegExp> = {
  date: /^\d{4}-\d{2}-\d{2}$/,
  'date-time': /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})?$/i,
  time: /^\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})?$/i,
  email: /^[^\s@]+@[^\s@]+\.[^\s@]+$/,
  uri: /^[a-z][a-z\d+.-]*:\S*$/i,
  uuid: /^[\da-f]{8}-[\da-f]{4}-[\da-f]{4}-[\da-f]{4}-[\da-f]{12}$/i
}

function describe(errors: ErrorObject[] | null | undefined): string {
  return (errors ?? [])
    .slice(0, 3)
    .map((error) => `${error.instancePath || '(answer)'} ${error.message ?? 'is invalid'}`)
    .join('; ')
}

/** Checks values against the document's schemas; its `$ref`s resolve into the document's components. */
export function schemaChecker(components: Schema) {
  // The document's own keywords (example, x-*) are not JSON Schema's: not strict.
  const ajv = new Ajv2020({ strict: false, allErrors: false, logger: false, formats })
  const compiled = new WeakMap<Schema, ValidateFunction>()
  return (schema: Schema, value: unknown): string | undefined => {
    let validate = compiled.get(schema)
    if (!validate) {
      validate = ajv.compile({ components, allOf: [schema] })
      compiled.set(schema, validate)
    }
    return validate(value) ? undefined : describe(validate.errors) || 'does not match'
  }
}
