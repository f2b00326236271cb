import type { FieldValues, Path, UseFormSetError } from 'react-hook-form'
import { refusalText, type ServerRefusal } from '@/utility/apiErrors'

/** A plain message that names a field goes under it as well as in the alert, both in translated words. */
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
      setError(field, { type: 'server', message: refusalText(message) }, { shouldFocus: !placed })
      placed = true
    } else {
      leftover.push(refusalText(message))
    }
  }
  if (leftover.length > 0) return leftover.join(' ')
  if (placed) return null
  // A 400 reads "<field> <what is wrong>": shown above the form, and under that field too.
  if (!refusal.message) return fallback
  const raw = refusal.message
  const message = refusalText(raw)
  const named = fields.find((field) => raw.startsWith(`${field} `))
  if (named) setError(named, { type: 'server', message }, { shouldFocus: true })
  return message
}
