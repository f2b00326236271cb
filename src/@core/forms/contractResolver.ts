import { zodResolver } from '@hookform/resolvers/zod'
import type { FieldValues, Resolver } from 'react-hook-form'
import type { z } from 'zod'
import { issueCode } from '@/utility/contract'

/** Parse options that make every message a form can show either the schema's own i18n key (it
 *  contains a dot) or a validation code (`required`, `tooLong`, `date`, ...) that FormField
 *  translates as `common:validation.<code>`: the contract's rules, in the user's language. */
export const formParseOptions = {
  error: (issue: z.core.$ZodRawIssue) => issueCode(issue as z.core.$ZodIssue),
  reportInput: true
}

/** react-hook-form's resolver for a contract schema (picked or extended for the form). */
export function contractResolver<T extends FieldValues>(schema: z.ZodType<T, T>): Resolver<T> {
  return zodResolver(schema, formParseOptions) as Resolver<T>
}
