import type { IconName } from '@core/menu/icons'
import { languages } from '@/configs/i18n'
import {
  directions,
  layoutTypes,
  skins,
  type Direction,
  type LayoutType,
  type Skin
} from '@/configs/themeConfig'
import type { AppCommand, CommandEffect, ScenarioChange } from './commands'
import type { ShortcutId } from './shortcuts'

const skinIcons: Record<Skin, IconName> = {
  system: 'Monitor',
  light: 'Sun',
  bordered: 'SquareDashed',
  dark: 'Moon',
  'semi-dark': 'Contrast'
}
const directionIcons: Record<Direction, IconName> = { ltr: 'ArrowRightToLine', rtl: 'ArrowLeftToLine' }
const layoutIcons: Record<LayoutType, IconName> = { vertical: 'PanelLeft', horizontal: 'PanelTop' }

const scenarioChanges: ScenarioChange[] = ['offline', 'online', 'empty', 'big', 'seed', 'reset']
const scenarioIcons: Record<ScenarioChange, IconName> = {
  offline: 'WifiOff',
  online: 'Wifi',
  empty: 'Square',
  big: 'Database',
  seed: 'Sparkles',
  reset: 'RotateCcw'
}

type Choice = 'skin' | 'direction' | 'layout'

/** One command per value of a setting the customizer offers. */
const choice = (kind: Choice, value: string, icon: IconName, effect: CommandEffect): AppCommand => ({
  id: `${kind}-${value}`,
  group: 'appearance',
  title: `search:commands.${kind}.${value}`,
  keywords: `search:commands.${kind}.keywords`,
  icon,
  effect
})

/** The light and dark skins are what the D key toggles between. */
const skinShortcut = (skin: Skin): ShortcutId | undefined =>
  skin === 'light' || skin === 'dark' ? 'skin' : undefined

/** The shell's own commands, one per choice the customizer and the navbar offer (titles in `search`). */
export const shellCommands: AppCommand[] = [
  ...skins.map((skin): AppCommand => ({
    ...choice('skin', skin, skinIcons[skin], { kind: 'skin', value: skin }),
    shortcut: skinShortcut(skin)
  })),
  ...directions.map((direction) =>
    choice('direction', direction, directionIcons[direction], { kind: 'direction', value: direction })
  ),
  ...layoutTypes.map((layout) =>
    choice('layout', layout, layoutIcons[layout], { kind: 'layout', value: layout })
  ),
  ...languages.map(({ code, name }): AppCommand => ({
    id: `language-${code}`,
    group: 'appearance',
    title: 'search:commands.language.title',
    titleValues: { name },
    keywords: 'search:commands.language.keywords',
    icon: 'Languages',
    effect: { kind: 'language', value: code }
  })),
  {
    id: 'customizer',
    group: 'appearance',
    title: 'search:commands.customizer.title',
    keywords: 'search:commands.customizer.keywords',
    icon: 'Settings',
    effect: { kind: 'customizer' },
    shortcut: 'customizer'
  },
  {
    id: 'shortcuts',
    group: 'appearance',
    title: 'search:commands.shortcuts.title',
    keywords: 'search:commands.shortcuts.keywords',
    icon: 'Keyboard',
    effect: { kind: 'shortcuts' },
    shortcut: 'shortcuts'
  },
  ...scenarioChanges.map((change): AppCommand => ({
    id: `scenario-${change}`,
    group: 'demo',
    title: `search:commands.scenario.${change}`,
    keywords: 'search:commands.scenario.keywords',
    icon: scenarioIcons[change],
    effect: { kind: 'scenario', change }
  })),
  {
    id: 'sign-out',
    group: 'account',
    title: 'search:commands.signOut.title',
    keywords: 'search:commands.signOut.keywords',
    icon: 'LogOut',
    effect: { kind: 'signOut' }
  }
]
