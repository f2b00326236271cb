import type { TFunction } from 'i18next'
import { isApplePlatform, shortcuts, type ShortcutId } from '@core/app/shortcuts'

/** The keys of a shortcut as shown on screen: `Mod` is ⌘ on Apple keyboards, Ctrl elsewhere. */
export function shortcutKeys(id: ShortcutId, t: TFunction<'search'>): string[] {
  const shortcut = shortcuts.find((candidate) => candidate.id === id)
  return (shortcut?.keys ?? []).map((key) =>
    key === 'Mod' ? (isApplePlatform() ? '⌘' : t('keys.ctrl')) : key
  )
}

/** The search's own keys, as its footer and the shortcuts sheet show them. */
export function searchKeyHints(t: TFunction<'search'>): [keys: string, label: string][] {
  return [
    ['↑ ↓', t('hint.navigate')],
    ['↵', t('hint.open')],
    [`${shortcutKeys('palette', t)[0]}+B`, t('hint.bookmark')],
    [t('keys.esc'), t('hint.close')]
  ]
}
