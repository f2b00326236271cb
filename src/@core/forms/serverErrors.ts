import i18n from 'i18next'
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form'

export interface ServerRefusal {
  fieldErrors: Record<string, string>
  message?: string
}

// The contract's own wording: "<path> is required", "<path> must be ...", "<path> is not valid".
const contractWording = /^[A-Za-z_$][\w$]*(?:\.[\w$]+|\[\d+\])* (?:is required|must |is not valid)/
const wordingKeys: [RegExp, string][] = [
  [/ is required$/, 'refusal.required'],
  [/ must be at most \d+ characters$/, 'refusal.tooLong'],
  [/ must be at most \d+ items$/, 'refusal.tooMany'],
  [/ must be one of /, 'refusal.oneOf']
]
const internalWording = [
  contractWording,
  /^The request body must be/,
  /^Malformed path parameter$/,
  /^No route$/,
  /^Request failed with status code/
]

/** The API's validation wording becomes translated text; words meant for people stay as they are. */
export function refusalText(message: string | undefined): string {
  if (message && !internalWording.some((pattern) => pattern.test(message))) return message
  const key =
    message && contractWording.test(message)
      ? wordingKeys.find(([ending]) => ending.test(message))
      : undefined
  return i18n.t(`common:${key?.[1] ?? 'refusal.check'}`)
}

/** The status of an answer that does not match its contract, like a gateway's bad answer. */
export const invalidAnswer = 502

const readFailureKeys: [(status: number) => boolean, string][] = [
  [(status) => status === 401 || status === 403, 'denied'],
  [(status) => status === 404, 'notFound'],
  [(status) => status === invalidAnswer, 'invalid'],
  [(status) => status >= 500, 'server'],
  [(status) => status >= 400, 'refused']
]

/** A failed read in translated words chosen by its status: the API's own wording never reaches the screen. */
export function readFailureText(error: unknown): string {
  const status =
    typeof error === 'object' && error !== null && 'status' in error && typeof error.status === 'number'
      ? error.status
      : 0
  const key = readFailureKeys.find(([matches]) => matches(status))?.[1] ?? 'offline'
  return i18n.t(`common:readFailure.${key}`)
}

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

export function refusalOf(error: unknown): ServerRefusal {
  if (typeof error !== 'object' || error === null) return { fieldErrors: {} }
  const { fieldErrors, message } = error as { fieldErrors?: Record<string, string>; message?: unknown }
  return { fieldErrors: fieldErrors ?? {}, message: typeof message === 'string' ? message : undefined }
}
