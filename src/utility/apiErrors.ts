import i18n from 'i18next'

export interface ApiError {
  status: number
  message: string
  fieldErrors: Record<string, string>
}

/** Decoded once for every screen: `{error: "text"}` or `{error: {field: "text"}}`. */
export function decodeError(data: unknown, fallback: string): Omit<ApiError, 'status'> {
  const error =
    typeof data === 'object' && data !== null && 'error' in data
      ? (data as { error: unknown }).error
      : undefined
  if (typeof error === 'string') return { message: error, fieldErrors: {} }
  if (typeof error === 'object' && error !== null) {
    const fieldErrors = Object.fromEntries(
      Object.entries(error).filter((entry): entry is [string, string] => typeof entry[1] === 'string')
    )
    return { message: Object.values(fieldErrors).join(' ') || fallback, fieldErrors }
  }
  return { message: fallback, fieldErrors: {} }
}

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

export function refusalOf(error: unknown): ServerRefusal {
  if (typeof error !== 'object' || error === null) return { fieldErrors: {} }
  const { fieldErrors, message } = error as { fieldErrors?: Record<string, string>; message?: unknown }
  return { fieldErrors: fieldErrors ?? {}, message: typeof message === 'string' ? message : undefined }
}
