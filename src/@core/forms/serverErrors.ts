import type { FieldValues, Path, UseFormSetError } from 'react-hook-form'
import { refusalText, type ServerRefusal } from '@/utility/apiErrors'

// The body's wrapper key (`{task: {...}}`) is not a field of the form: `task.title` goes under `title`.
const fieldNamed = <F extends string>(fields: readonly F[], path: string) =>
  fields.find((field) => field === path || field === path.slice(path.indexOf('.') + 1))

/** Field errors go under their fields, a refusal naming one input under it and in the alert, in translated words. */
export function applyServerError<T extends FieldValues>(
  refusal: ServerRefusal | undefined,
  setError: UseFormSetError<T>,
  fields: readonly Path<T>[],
  fallback: string
): string | null {
  if (!refusal) return fallback
  let placed = false
  const leftover: string[] = []
  for (const [name, refused] of Object.entries(refusal.fieldErrors)) {
    const field = fields.find((candidate) => candidate === name)
    if (field) {
      setError(field, { type: 'server', message: refusalText(refused) }, { shouldFocus: !placed })
      placed = true
    } else {
      leftover.push(refusalText(refused))
    }
  }
  if (leftover.length > 0) return leftover.join(' ')
  if (placed) return null
  if (!refusal.message && !refusal.code) return fallback
  const message = refusalText(refusal)
  const named = refusal.field === undefined ? undefined : fieldNamed(fields, refusal.field)
  if (named) setError(named, { type: 'server', message }, { shouldFocus: true })
  return message
}
