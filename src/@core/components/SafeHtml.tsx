import { useMemo, type ElementType } from 'react'
import { sanitizeHtml } from '@/utility/sanitize'

export interface SafeHtmlProps {
  /** HTML from data; it is sanitized before it reaches the DOM. */
  html: string
  /** The wrapping element (a div unless the content belongs in something else). */
  as?: ElementType
  className?: string
}

/** The only way to render HTML from data: through DOMPurify, never `dangerouslySetInnerHTML` alone. */
export function SafeHtml({ html, as: Tag = 'div', className }: SafeHtmlProps) {
  const clean = useMemo(() => sanitizeHtml(html), [html])
  return <Tag className={className} dangerouslySetInnerHTML={{ __html: clean }} />
}
