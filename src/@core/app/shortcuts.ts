import type { KeyboardEvent as ReactKeyboardEvent } from 'react'
import { requestChannel } from './requestChannel'

/** The shell's keyboard shortcuts: the sheet (`?`), the palette and the listener all read this one list. */
export type ShortcutId = 'palette' | 'shortcuts' | 'skin' | 'customizer'

export interface Shortcut {
  id: ShortcutId
  /** The keys as the sheet and the palette show them; `Mod` is Ctrl, or ⌘ on Apple keyboards. */
  keys: readonly string[]
  /** A single character: it fires only outside text fields and can be turned off in the customizer. */
  singleKey: boolean
  matches: (event: KeyboardEvent) => boolean
}

const plain = (event: KeyboardEvent) => !event.ctrlKey && !event.metaKey && !event.altKey

export function isApplePlatform(): boolean {
  return typeof navigator !== 'undefined' && /Mac|iPhone|iPad|iPod/i.test(navigator.userAgent)
}

/** Ctrl+<key> or Cmd+<key> (both everywhere: a Mac user on a PC keyboard is never stuck), without Alt or Shift. */
export function isModShortcut(event: KeyboardEvent | ReactKeyboardEvent, key: string): boolean {
  return (
    (event.ctrlKey || event.metaKey) && !event.altKey && !event.shiftKey && event.key.toLowerCase() === key
  )
}

export const shortcuts: readonly Shortcut[] = [
  { id: 'palette', keys: ['Mod', 'K'], singleKey: false, matches: (event) => isModShortcut(event, 'k') },
  { id: 'shortcuts', keys: ['?'], singleKey: true, matches: (event) => plain(event) && event.key === '?' },
  {
    id: 'skin',
    keys: ['D'],
    singleKey: true,
    matches: (event) => plain(event) && !event.shiftKey && event.key.toLowerCase() === 'd'
  },
  {
    id: 'customizer',
    keys: ['C'],
    singleKey: true,
    matches: (event) => plain(event) && !event.shiftKey && event.key.toLowerCase() === 'c'
  }
]

/** A shortcut's keys as `aria-keyshortcuts` names them (`Mod` is both Control and Meta). */
export function ariaKeyShortcuts(id: ShortcutId): string {
  const keys = shortcuts.find((shortcut) => shortcut.id === id)?.keys ?? []
  if (keys[0] !== 'Mod') return keys.join('+')
  const rest = keys.slice(1).join('+')
  return `Control+${rest} Meta+${rest}`
}

const textInputTypes = new Set(['', 'text', 'search', 'email', 'url', 'tel', 'password', 'number', 'date'])

/** Where typed characters are text: a single-key shortcut must never take them. */
export function isTextField(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false
  if (
    target.isContentEditable ||
    target instanceof HTMLTextAreaElement ||
    target instanceof HTMLSelectElement
  )
    return true
  if (target instanceof HTMLInputElement) return textInputTypes.has(target.type) || !target.type
  return ['textbox', 'combobox', 'searchbox', 'spinbutton'].includes(target.getAttribute('role') ?? '')
}

/** The single-key shortcut this key press is, if any may fire here (the palette's own key is handled apart). */
export function singleKeyShortcut(event: KeyboardEvent, enabled: boolean): Shortcut | undefined {
  if (!enabled || event.defaultPrevented || event.repeat || isTextField(event.target)) return undefined
  return shortcuts.find((shortcut) => shortcut.singleKey && shortcut.matches(event))
}

const sheet = requestChannel()

/** Opens the keyboard shortcuts sheet (from the palette's command or the `?` key). */
export const openShortcutsSheet = sheet.request
export const useShortcutsSheetRequests = sheet.useRequests
