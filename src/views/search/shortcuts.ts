/** Keyboard shortcuts of the search box: Ctrl+K (Cmd+K on Apple keyboards) opens it, Ctrl+B
 *  (Cmd+B) stars the highlighted page. Both modifiers are accepted everywhere, so a Mac user on
 *  a PC keyboard (or the reverse) is never stuck; only the label follows the platform. */

import type { KeyboardEvent as ReactKeyboardEvent } from 'react'

export function isApplePlatform(): boolean {
  return typeof navigator !== 'undefined' && /Mac|iPhone|iPad|iPod/i.test(navigator.userAgent)
}

/** True for Ctrl+<key> or Cmd+<key> without Alt or Shift (those are other apps' shortcuts). */
export function isModShortcut(event: KeyboardEvent | ReactKeyboardEvent, key: string): boolean {
  return (
    (event.ctrlKey || event.metaKey) && !event.altKey && !event.shiftKey && event.key.toLowerCase() === key
  )
}

/** `aria-keyshortcuts` value for Ctrl/Cmd + key. */
export const ariaShortcut = (key: string) => `Control+${key.toUpperCase()} Meta+${key.toUpperCase()}`
