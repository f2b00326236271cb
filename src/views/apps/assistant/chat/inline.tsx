import type { ReactNode } from 'react'
import { safeLinkHref } from '@core/components/editor/safeLinkHref'

// Inline markdown as React text: escapes, **bold**, `code` and [links](http...). Nothing is ever read as HTML.
const token = /\\([\\`*_{}[\]()<>#+\-.!|~&])|\*\*(.+?)\*\*|`([^`]+)`|\[([^\]]+)\]\(([^)\s]+)\)/g

/** An http(s) address through the app's link check; anything else (javascript:, mailto:, data:) stays text. */
const webLink = (href: string) => {
  const safe = safeLinkHref(href)
  return safe && /^https?:/i.test(safe) ? safe : null
}

export function inline(text: string, key = 'i'): ReactNode[] {
  const nodes: ReactNode[] = []
  let plain = ''
  let last = 0
  for (const match of text.matchAll(token)) {
    plain += text.slice(last, match.index)
    last = match.index + match[0].length
    const [whole, escaped, bold, code, label, href] = match
    if (escaped !== undefined) {
      plain += escaped
      continue
    }
    if (plain) nodes.push(plain)
    plain = ''
    const at = `${key}-${match.index}`
    if (bold !== undefined) nodes.push(<strong key={at}>{inline(bold, at)}</strong>)
    else if (code !== undefined) nodes.push(<code key={at}>{code}</code>)
    else {
      const safe = webLink(href ?? '')
      nodes.push(
        safe ? (
          <a key={at} href={safe} target="_blank" rel="noopener noreferrer">
            {label}
          </a>
        ) : (
          whole
        )
      )
    }
  }
  plain += text.slice(last)
  if (plain) nodes.push(plain)
  return nodes
}
