import { z } from 'zod/mini'
import type { ParamRule } from '@/utility/list.contract'

// One mapping from the contract's schemas and list rules to JSON Schema: the assistant's tools and the API documents.

export type JsonSchema = { [key: string]: unknown }

/** JSON Schema of what a zod schema accepts (an answer: what the server sends), without the dialect line. */
export function jsonOf(schema: z.ZodMiniType): JsonSchema {
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' })
  return rest
}

/** The type a list rule reads its query parameter as (defaults and notes are the documents' business). */
export function ruleSchema(rule: ParamRule): JsonSchema {
  switch (rule.kind) {
    case 'choice':
      return { type: 'string', ...(rule.exact ? {} : { enum: [...rule.values] }) }
    case 'choices':
      return { type: 'array', items: { type: 'string', enum: [...rule.values] } }
    case 'number':
      return { type: rule.whole ? 'integer' : 'number', minimum: rule.min, maximum: rule.max }
    case 'date':
      return { type: 'string', format: 'date' }
    case 'flag':
      return { type: 'boolean' }
    default:
      return { type: 'string' }
  }
}
