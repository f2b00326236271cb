import type { FieldValues, Path, UseFormSetError } from 'react-hook-form'

export interface ServerRefusal {
  fieldErrors: Record<string, string>
  message?: string
}

/** A plain message that names a field goes under it as well as in the alert; field messages keep the server's words. */
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
  // A 400 reads "<field> <what is wrong>": shown above the form, and under that field too.
  const message = refusal.message || fallback
  const named = fields.find((field) => message.startsWith(`${field} `))
  if (named) setError(named, { type: 'server', message }, { shouldFocus: true })
  return message
}

export function refusalOf(error: unknown): ServerRefusal {
  if (typeof error !== 'object' || error === null) return { fieldErrors: {} }
  const { fieldErrors, message } = error as { fieldErrors?: Record<string, string>; message?: unknown }
  return { fieldErrors: fieldErrors ?? {}, message: typeof message === 'string' ? message : undefined }
}
