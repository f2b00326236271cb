/** Links from data and the login's `returnTo` point only inside this app; anything else is dropped. */

// URL parsers strip tabs ('/\t/evil.example' becomes '//evil.example'), so a control character refuses a link.
// eslint-disable-next-line no-control-regex
const controlCharacters = /[\u0000-\u001f\u007f-\u009f]/

const fallbackOrigin = 'http://app.invalid'

function currentOrigin(): string {
  const origin = (globalThis as { location?: Location }).location?.origin
  return origin && origin !== 'null' ? origin : fallbackOrigin
}

export function sameOriginPath(value: unknown, origin = currentOrigin()): string | null {
  if (typeof value !== 'string' || value === '' || controlCharacters.test(value)) return null
  let url: URL
  try {
    url = new URL(value, origin)
  } catch {
    return null
  }
  if (url.origin !== origin) return null
  const path = `${url.pathname}${url.search}${url.hash}`
  // '/\\evil' and the like resolve to this origin in some parsers and another in others.
  return path.startsWith('//') || path.startsWith('/\\') ? null : path
}

export function safeInAppLink(value: unknown): string | null {
  if (
    typeof value !== 'string' ||
    !value.startsWith('/') ||
    value.startsWith('//') ||
    value.startsWith('/\\')
  )
    return null
  return sameOriginPath(value)
}

/** An http(s) address on another host: loading it tells that host the page was opened. */
export function isOtherHost(value: string, origin = currentOrigin()): boolean {
  try {
    const url = new URL(value, origin)
    return /^https?:$/.test(url.protocol) && url.origin !== origin
  } catch {
    return false
  }
}
