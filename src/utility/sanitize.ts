import DOMPurify from 'dompurify'
import { isOtherHost } from './safeLink'
import { keptStyle } from './styleAllowList'

/** Import it only from the routes that render HTML from data: it must stay out of the entry chunk. */

// A page from data stays inside its box: no stylesheet for the whole app, no form asking for a
// password, no inline style that moves content out of its box (styleAllowList.ts).
const forbiddenTags = ['style', 'form', 'input', 'button', 'textarea', 'select', 'option', 'fieldset']

// Set while a call holds back images from other hosts: a remote image tells its sender the mail was read.
let heldBack: { count: number } | null = null

DOMPurify.addHook('uponSanitizeAttribute', (_node, data) => {
  if (data.attrName === 'style') {
    const kept = keptStyle(data.attrValue, heldBack !== null)
    if (heldBack) heldBack.count += kept.heldBack
    data.attrValue = kept.style
    if (!kept.style) data.keepAttr = false
  }
  if (heldBack && data.attrName === 'srcset') data.keepAttr = false
})

// A link may open a new tab, never a named window it could reach again, and never with window.opener.
DOMPurify.addHook('afterSanitizeAttributes', (node) => {
  if (!(node instanceof Element)) return
  const src = node.getAttribute('src')
  if (heldBack && node.tagName === 'IMG' && src && isOtherHost(src)) {
    node.removeAttribute('src')
    heldBack.count += 1
  }
  if (!node.hasAttribute('target')) return
  if (node.getAttribute('target') === '_blank' && node.tagName === 'A')
    node.setAttribute('rel', 'noopener noreferrer')
  else node.removeAttribute('target')
})

export interface Sanitized {
  html: string
  /** Images from other hosts left out until the reader asks for them. */
  heldBack: number
}

function clean(html: string, holdRemoteImages: boolean): Sanitized {
  heldBack = holdRemoteImages ? { count: 0 } : null
  try {
    const kept = DOMPurify.sanitize(html, {
      USE_PROFILES: { html: true },
      ADD_ATTR: ['target'],
      FORBID_TAGS: forbiddenTags
    })
    return { html: kept, heldBack: heldBack?.count ?? 0 }
  } finally {
    heldBack = null
  }
}

export const sanitizeHtml = (html: string): string => clean(html, false).html

/** For mail: images from other hosts wait until the reader asks ("Show images"). */
export const sanitizeHoldingImages = (html: string): Sanitized => clean(html, true)
