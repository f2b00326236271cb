import { zodResolver } from '@hookform/resolvers/zod'
import type { FieldValues, Resolver } from 'react-hook-form'
import type { z } from 'zod'
import { issueCode } from '@/utility/contract'

/** Every message is the schema's i18n key (it has a dot) or a code FormField reads as `common:validation.<code>`. */
export const formParseOptions = {
  error: (issue: z.core.$ZodRawIssue) => issueCode(issue as z.core.$ZodIssue),
  reportInput: true
}

export function contractResolver<T extends FieldValues>(schema: z.ZodType<T, T>): Resolver<T> {
  return zodResolver(schema, formParseOptions) as Resolver<T>
}
