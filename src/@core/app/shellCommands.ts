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
import type { AppCommand } from './commands'

const skinIcons: Record<Skin, IconName> = {
  system: 'Monitor',
  light: 'Sun',
  bordered: 'SquareDashed',
  dark: 'Moon',
  'semi-dark': 'Contrast'
}
const directionIcons: Record<Direction, IconName> = { ltr: 'ArrowRightToLine', rtl: 'ArrowLeftToLine' }
const layoutIcons: Record<LayoutType, IconName> = { vertical: 'PanelLeft', horizontal: 'PanelTop' }

/** The shell's own commands, one per choice the customizer and the navbar offer (titles in `search`). */
export const shellCommands: AppCommand[] = [
  ...skins.map((skin): AppCommand => ({
    id: `skin-${skin}`,
    group: 'appearance',
    title: `search:commands.skin.${skin}`,
    keywords: 'search:commands.skin.keywords',
    icon: skinIcons[skin],
    effect: { kind: 'skin', value: skin }
  })),
  ...directions.map((direction): AppCommand => ({
    id: `direction-${direction}`,
    group: 'appearance',
    title: `search:commands.direction.${direction}`,
    keywords: 'search:commands.direction.keywords',
    icon: directionIcons[direction],
    effect: { kind: 'direction', value: direction }
  })),
  ...layoutTypes.map((layout): AppCommand => ({
    id: `layout-${layout}`,
    group: 'appearance',
    title: `search:commands.layout.${layout}`,
    keywords: 'search:commands.layout.keywords',
    icon: layoutIcons[layout],
    effect: { kind: 'layout', value: layout }
  })),
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
    effect: { kind: 'customizer' }
  },
  {
    id: 'sign-out',
    group: 'account',
    title: 'search:commands.signOut.title',
    keywords: 'search:commands.signOut.keywords',
    icon: 'LogOut',
    effect: { kind: 'signOut' }
  }
]
