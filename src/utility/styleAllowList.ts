import { isOtherHost } from './safeLink'

// Properties that paint or size content inside its own box; anything that moves it out (position, transform,
// inset, z-index, float, negative offsets) is left out by not being here.
const allowedProperty =
  /^(color|background(-color|-image|-repeat|-size|-position(-x|-y)?)?|font(-family|-size|-style|-weight|-variant)?|text-(align|decoration(-line|-color|-style)?|transform)|line-height|letter-spacing|word-spacing|white-space|word-break|overflow-wrap|vertical-align|list-style(-type|-position)?|border(-(top|right|bottom|left))?(-(width|style|color))?|border-(top-left|top-right|bottom-left|bottom-right)-radius|border-radius|border-collapse|border-spacing|(margin|padding)(-(top|right|bottom|left))?|(min-|max-)?(width|height)|display|text-indent|caption-side|table-layout|empty-cells)$/

const displays =
  /^(block|inline|inline-block|none|list-item|table(-(row|cell|caption|header-group|footer-group|row-group))?)$/
// A negative length pulls content over its neighbours; calc(), var() and env() could hide one.
const negative = /(^|[\s(,/])-\s*\.?\d/
const computed = /\b(calc|var|env|attr|expression|min|max|clamp)\s*\(/i
const cssUrls = /url\(\s*(['"]?)(.*?)\1\s*\)/gi

export interface KeptStyle {
  style: string
  /** Backgrounds from other hosts left out. */
  heldBack: number
}

/** The declarations of an inline style that keep content in its box, and remote backgrounds held back if asked. */
export function keptStyle(style: string, holdRemoteImages: boolean): KeptStyle {
  const parsed = document.createElement('div').style
  parsed.cssText = style
  const kept: string[] = []
  // A shorthand and its longhands may both be listed: each background counts once.
  const held = new Set<string>()
  for (let index = 0; index < parsed.length; index++) {
    const name = parsed.item(index)
    const value = parsed.getPropertyValue(name).trim()
    if (!allowedProperty.test(name) || !value || negative.test(value) || computed.test(value)) continue
    if (name === 'display' && !displays.test(value)) continue
    const remote = [...value.matchAll(cssUrls)].flatMap(([, , url = '']) => (isOtherHost(url) ? [url] : []))
    if (remote.length > 0 && holdRemoteImages) {
      remote.forEach((url) => held.add(url))
      continue
    }
    kept.push(`${name}: ${value}`)
  }
  return { style: kept.join('; '), heldBack: held.size }
}
