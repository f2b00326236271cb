import type { z } from 'zod/mini'
import { issueCode } from '@/utility/contract'

/** Every message is the schema's i18n key (it has a dot) or a code FormField reads as `common:validation.<code>`.
 * Its own module, so a list's editable cells check a value without loading the form library. */
export const formParseOptions = {
  error: (issue: z.core.$ZodRawIssue) => issueCode(issue as z.core.$ZodIssue),
  reportInput: true
}
