import { useMemo, type ElementType } from 'react'
import { sanitizeHtml } from '@/utility/sanitize'

export interface SafeHtmlProps {
  html: string
  as?: ElementType
  className?: string
}

/** The only way to render HTML from data: through DOMPurify, never `dangerouslySetInnerHTML` alone. */
export function SafeHtml({ html, as: Tag = 'div', className }: SafeHtmlProps) {
  const clean = useMemo(() => sanitizeHtml(html), [html])
  return <Tag className={className} dangerouslySetInnerHTML={{ __html: clean }} />
}
