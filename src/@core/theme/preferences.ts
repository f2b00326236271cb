import { directions, skins, themeConfig, type Direction, type Skin } from '@/configs/themeConfig'

/** index.html reads the same keys and JSON values before first paint. */
export const preferenceKeys = {
  skin: 'skin',
  direction: 'direction',
  menuCollapsed: 'menuCollapsed'
} as const

export interface StoredPreferences {
  skin: Skin
  direction: Direction
  menuCollapsed: boolean
}

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage
  } catch {
    return null // storage can be disabled (privacy mode, sandboxed iframe)
  }
}

function readRaw(key: string): unknown {
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

function oneOf<T extends string>(allowed: readonly T[], value: unknown, fallback: T): T {
  return typeof value === 'string' && (allowed as readonly string[]).includes(value) ? (value as T) : fallback
}

export function readPreferences(): StoredPreferences {
  const defaults = themeConfig.layout
  const collapsed = readRaw(preferenceKeys.menuCollapsed)
  return {
    skin: oneOf(skins, readRaw(preferenceKeys.skin), defaults.skin),
    direction: oneOf(directions, readRaw(preferenceKeys.direction), defaults.direction),
    menuCollapsed: typeof collapsed === 'boolean' ? collapsed : defaults.menuCollapsed
  }
}

export function writePreferences(prefs: StoredPreferences): void {
  const target = storage()
  if (!target) return
  try {
    for (const key of Object.keys(preferenceKeys) as (keyof StoredPreferences)[]) {
      target.setItem(preferenceKeys[key], JSON.stringify(prefs[key]))
    }
  } catch {
    // quota exceeded or storage disabled: the settings still apply for this visit
  }
}
