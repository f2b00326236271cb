import DOMPurify from 'dompurify'

/** The one sanitizer for HTML that comes from data (mail bodies, blog posts, knowledge-base answers,
 *  editor output). Import it only from the routes that render such HTML: it must stay out of the
 *  entry chunk. */

// Links from data may open in a new tab; make sure they cannot reach back through window.opener.
DOMPurify.addHook('afterSanitizeAttributes', (node) => {
  if (node instanceof Element && node.tagName === 'A' && node.getAttribute('target') === '_blank') {
    node.setAttribute('rel', 'noopener noreferrer')
  }
})

/** `html` without scripts, event handlers, `javascript:` URLs or other active content. */
export function sanitizeHtml(html: string): string {
  return DOMPurify.sanitize(html, { USE_PROFILES: { html: true }, ADD_ATTR: ['target'] })
}
