import DOMPurify from 'dompurify'

/** Import it only from the routes that render HTML from data: it must stay out of the entry chunk. */

// A page from data stays inside its box: no stylesheet for the whole app, no form asking for a
// password, nothing pinned over the screen.
const forbiddenTags = ['style', 'form', 'input', 'button', 'textarea', 'select', 'option', 'fieldset']
const positioned = /position\s*:/i

DOMPurify.addHook('uponSanitizeAttribute', (_node, data) => {
  if (data.attrName === 'style' && positioned.test(data.attrValue)) data.keepAttr = false
})

// A link may open a new tab, never a named window it could reach again, and never with window.opener.
DOMPurify.addHook('afterSanitizeAttributes', (node) => {
  if (!(node instanceof Element) || !node.hasAttribute('target')) return
  if (node.getAttribute('target') === '_blank' && node.tagName === 'A')
    node.setAttribute('rel', 'noopener noreferrer')
  else node.removeAttribute('target')
})

export function sanitizeHtml(html: string): string {
  return DOMPurify.sanitize(html, {
    USE_PROFILES: { html: true },
    ADD_ATTR: ['target'],
    FORBID_TAGS: forbiddenTags
  })
}
