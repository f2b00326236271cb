/** Links that come from data (bookmarks, search results, mail and blog content) and the `returnTo`
 *  of the login page point only inside this app. Everything else is dropped, not rewritten. */

// Tabs and newlines are stripped by URL parsers ('/\t/evil.example' becomes '//evil.example'), so
// any control character makes a link unusable rather than something to clean up.
// eslint-disable-next-line no-control-regex
const controlCharacters = /[\u0000-\u001f\u007f-\u009f]/

// Only the origin matters: the value is resolved against it to see whether it stays here.
const fallbackOrigin = 'http://app.invalid'

function currentOrigin(): string {
  const origin = (globalThis as { location?: Location }).location?.origin
  return origin && origin !== 'null' ? origin : fallbackOrigin
}

/** `value` resolved against the page's origin, as path + query + hash, when it stays on this origin;
 *  null for anything else (other origins, `javascript:`, control characters, not a string). */
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

/** A link from data: accepted only as an in-app path (`/…`, never `//…`, never `javascript:`). */
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
