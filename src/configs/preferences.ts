import {
  directions,
  layoutTypes,
  skins,
  themeConfig,
  type Direction,
  type LayoutType,
  type Skin
} from './themeConfig'
import { oneOf } from '@/utility/rules.contract'

/** index.html reads the same keys and JSON values before first paint; unknown values fall back to the defaults. */
const preferenceKeys = {
  skin: 'skin',
  direction: 'direction',
  menuCollapsed: 'menuCollapsed',
  layout: 'layout',
  keyShortcuts: 'keyShortcuts'
} as const

const languageKey = 'language'

export interface StoredPreferences {
  skin: Skin
  direction: Direction
  menuCollapsed: boolean
  layout: LayoutType
  keyShortcuts: boolean
}

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage
  } catch {
    return null // storage can be disabled (privacy mode, sandboxed iframe)
  }
}

/** A stored JSON value (or a bare string written by hand); undefined when absent or storage is off. */
export function readStored(key: string): unknown {
  try {
    const raw = storage()?.getItem(key)
    if (raw == null) return undefined
    try {
      return JSON.parse(raw)
    } catch {
      return raw // a bare `dark` written by hand still counts
    }
  } catch {
    return undefined
  }
}

export function readPreferences(): StoredPreferences {
  const defaults = themeConfig.layout
  const collapsed = readStored(preferenceKeys.menuCollapsed)
  const keyShortcuts = readStored(preferenceKeys.keyShortcuts)
  return {
    skin: oneOf(skins, readStored(preferenceKeys.skin)) ?? defaults.skin,
    direction: oneOf(directions, readStored(preferenceKeys.direction)) ?? defaults.direction,
    menuCollapsed: typeof collapsed === 'boolean' ? collapsed : defaults.menuCollapsed,
    layout: oneOf(layoutTypes, readStored(preferenceKeys.layout)) ?? defaults.layout,
    keyShortcuts: typeof keyShortcuts === 'boolean' ? keyShortcuts : defaults.keyShortcuts
  }
}

export function writeStored(entries: [key: string, value: unknown][]): void {
  const target = storage()
  if (!target) return
  try {
    for (const [key, value] of entries) target.setItem(key, JSON.stringify(value))
  } catch {
    // quota exceeded or storage disabled: the settings still apply for this visit
  }
}

export function writePreferences(prefs: StoredPreferences): void {
  writeStored(
    (Object.keys(preferenceKeys) as (keyof StoredPreferences)[]).map((key) => [
      preferenceKeys[key],
      prefs[key]
    ])
  )
}

/** The language chosen last, if it is one of `supported`. */
export const readLanguage = <T extends string>(supported: readonly T[], fallback: T): T =>
  oneOf(supported, readStored(languageKey)) ?? fallback

export const writeLanguage = (language: string) => writeStored([[languageKey, language]])
