import i18n from 'i18next'
import { isRefusalCode, type RefusalCode } from './refusal.contract'

/** One refusal as the server sent it: its words, and its code when the code is one the client knows. */
export interface Refused {
  message: string
  code?: RefusalCode
}

/** A refusal as a screen reads it: for the whole request, per field, or both empty. */
export interface ServerRefusal {
  message?: string
  code?: RefusalCode
  /** The input a whole-request refusal is about, as the request spells it (`title`, `task.title`). */
  field?: string
  fieldErrors: Record<string, Refused>
  /** With `conflict`: the record as it is now. */
  current?: Record<string, unknown>
}

export interface ApiError extends ServerRefusal {
  status: number
  message: string
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

const knownCode = (value: unknown) => (isRefusalCode(value) ? value : undefined)

/** Decoded once for every screen: `{error: "text", code, field?}`, or words and codes per field. */
export function decodeError(data: unknown, fallback: string): Omit<ApiError, 'status'> {
  const { error, code, field, current } = isObject(data) ? data : {}
  if (typeof error === 'string')
    return {
      message: error,
      code: knownCode(code),
      ...(typeof field === 'string' ? { field } : {}),
      ...(isObject(current) ? { current } : {}),
      fieldErrors: {}
    }
  if (isObject(error)) {
    const codes = isObject(code) ? code : {}
    const fieldErrors = Object.fromEntries(
      Object.entries(error)
        .filter((entry): entry is [string, string] => typeof entry[1] === 'string')
        .map(([name, message]) => [name, { message, code: knownCode(codes[name]) }])
    )
    const words = Object.values(fieldErrors).map(({ message }) => message)
    return { message: words.join(' ') || fallback, fieldErrors }
  }
  return { message: fallback, fieldErrors: {} }
}

/** A refusal in translated words chosen by its code; a code the client does not know shows the server's words. */
export function refusalText(refusal: { message?: string; code?: RefusalCode } | undefined): string {
  if (refusal?.code) return i18n.t(`common:refusal.${refusal.code}`)
  return refusal?.message || i18n.t('common:refusal.check')
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

/** The refusal inside a failed call's error (a base query's `ApiError`, or anything else: then empty). */
export function refusalOf(error: unknown): ServerRefusal {
  if (!isObject(error)) return { fieldErrors: {} }
  const { fieldErrors, message, code, field, current } = error as Partial<ServerRefusal>
  return {
    fieldErrors: isObject(fieldErrors) ? fieldErrors : {},
    message: typeof message === 'string' ? message : undefined,
    code: knownCode(code),
    ...(typeof field === 'string' ? { field } : {}),
    ...(isObject(current) ? { current } : {})
  }
}
