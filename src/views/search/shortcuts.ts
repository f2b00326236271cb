/** Both modifiers are accepted everywhere, so a Mac user on a PC keyboard is never stuck. */

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

export const ariaShortcut = (key: string) => `Control+${key.toUpperCase()} Meta+${key.toUpperCase()}`
