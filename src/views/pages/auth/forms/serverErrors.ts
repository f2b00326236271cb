import type { FieldValues, Path, UseFormSetError } from 'react-hook-form'
import type { AuthRejection } from '@/redux/auth'

/** Puts each server message under its field and returns what belongs to no field (or null).
 *  Field messages keep the server's own words: those are the texts SPEC section 8 fixes. */
export function applyRejection<T extends FieldValues>(
  rejection: AuthRejection | undefined,
  setError: UseFormSetError<T>,
  fields: readonly Path<T>[],
  fallback: string
): string | null {
  if (!rejection) return fallback
  let placed = false
  const leftover: string[] = []
  for (const [name, message] of Object.entries(rejection.fieldErrors)) {
    const field = fields.find((candidate) => candidate === name)
    if (field) {
      setError(field, { type: 'server', message }, { shouldFocus: !placed })
      placed = true
    } else {
      leftover.push(message)
    }
  }
  if (leftover.length > 0) return leftover.join(' ')
  // A bare message is a transport failure (axios' "Network Error"): say it in the user's language.
  if (!placed) return fallback
  return null
}
