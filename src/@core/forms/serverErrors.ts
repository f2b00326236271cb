import type { FieldValues, Path, UseFormSetError } from 'react-hook-form'

/** A refusal as the screens receive it: the server's messages per field, and/or one text. */
export interface ServerRefusal {
  fieldErrors: Record<string, string>
  message?: string
}

/** Puts each server message under its field (the first one focused) and returns what belongs to
 *  no field, for the form's alert; null when every message found its field. Field messages keep
 *  the server's own words: those are the texts SPEC section 8 fixes. */
export function applyServerError<T extends FieldValues>(
  refusal: ServerRefusal | undefined,
  setError: UseFormSetError<T>,
  fields: readonly Path<T>[],
  fallback: string
): string | null {
  if (!refusal) return fallback
  let placed = false
  const leftover: string[] = []
  for (const [name, message] of Object.entries(refusal.fieldErrors)) {
    const field = fields.find((candidate) => candidate === name)
    if (field) {
      setError(field, { type: 'server', message }, { shouldFocus: !placed })
      placed = true
    } else {
      leftover.push(message)
    }
  }
  if (leftover.length > 0) return leftover.join(' ')
  if (placed) return null
  return refusal.message || fallback
}
