import { useMemo, useSyncExternalStore } from 'react'
import { textDirection } from '@/configs/bidi'
import { useTranslation } from 'react-i18next'
import {
  mayRun,
  type AppCommand,
  type CommandEffect,
  type CommandGroup,
  type ScenarioChange
} from '@core/app/commands'
import { env } from '@/configs/env'
import {
  activeScenarios,
  currentScenarios,
  subscribeScenarios,
  type Scenarios
} from '@/configs/mockScenarios'
import { shellCommands } from '@core/app/shellCommands'
import type { ShortcutId } from '@core/app/shortcuts'
import type { IconName } from '@core/app/defineApp'
import { useAbility } from '@/configs/acl/useAbility'
import { useAppSelector } from '@/redux/hooks'
import { selectLayout, type LayoutState } from '@/redux/layout'
import { areas } from '@/views/areas'

/** A command as the palette shows it: titled and findable in the reader's language. */
export interface PaletteCommand {
  id: string
  group: CommandGroup
  title: string
  keywords: string
  icon: IconName
  effect: CommandEffect
  shortcut?: ShortcutId
}

/** The areas' commands (create first, in menu order), then the shell's. */
export const registeredCommands: AppCommand[] = [...areas.flatMap((area) => area.commands), ...shellCommands]

const namespaceOf = (key: string) => key.split(':')[0]!

/** Whether a scenario command changes anything: only with the mock on, and not to the state already set. */
function scenarioApplies(change: ScenarioChange, scenarios: Scenarios): boolean {
  if (!env.mockApi) return false
  switch (change) {
    case 'offline':
      return !scenarios.offline
    case 'online':
      return scenarios.offline
    case 'reset':
      return activeScenarios(scenarios).length > 0
    default:
      return scenarios.dataSize !== change
  }
}

/** A command that would change nothing (the skin already chosen, the customizer switched off) is left out. */
function applies(
  { effect }: AppCommand,
  settings: LayoutState,
  language: string,
  scenarios: Scenarios
): boolean {
  switch (effect.kind) {
    case 'scenario':
      return scenarioApplies(effect.change, scenarios)
    case 'skin':
      return settings.skin !== effect.value
    case 'direction':
      // A right-to-left language fixes the direction.
      return textDirection(language) !== 'rtl' && settings.direction !== effect.value
    case 'layout':
      return settings.layout !== effect.value
    case 'language':
      return language !== effect.value
    case 'customizer':
      return settings.customizer
    default:
      return true
  }
}

/** The commands this user may run now, translated (suspends for their namespaces). */
export function usePaletteCommands(commands: AppCommand[] = registeredCommands): PaletteCommand[] {
  const ability = useAbility()
  const settings = useAppSelector(selectLayout)
  const scenarios = useSyncExternalStore(subscribeScenarios, currentScenarios)
  const namespaces = useMemo(
    () => [...new Set(commands.flatMap((c) => [namespaceOf(c.title), namespaceOf(c.keywords)]))],
    [commands]
  )
  const { t, i18n } = useTranslation(namespaces)
  const language = i18n.resolvedLanguage ?? i18n.language
  return useMemo(
    () =>
      commands
        .filter((command) => mayRun(command, (action, subject) => ability.can(action, subject)))
        .filter((command) => applies(command, settings, language, scenarios))
        .map(({ id, group, title, titleValues, keywords, icon, effect, shortcut }) => ({
          id,
          group,
          title: t(title, titleValues),
          keywords: t(keywords),
          icon,
          effect,
          shortcut
        })),
    [commands, ability, settings, language, scenarios, t]
  )
}

/** Case and accents aside: "francais" finds "Français", "theme" finds "thème", "اضافة" finds "إضافة". */
export function folded(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .replace(/[\u0653-\u0655]/g, '') // the madda and hamza marks NFD splits off Arabic letters
    .toLowerCase()
}

// Arabic writes "the" as a prefix of the word: "داكن" finds "الداكن" too.
const withoutArticle = (word: string) => (/^ال.{2}/u.test(word) ? [word, word.slice(2)] : [word])

/** Every word typed starts a word of the title or keywords; title matches rank before keyword-only ones. */
export function matchCommands(commands: PaletteCommand[], rawQuery: string): PaletteCommand[] {
  const words = folded(rawQuery).split(/\s+/).filter(Boolean)
  if (words.length === 0) return commands
  const wordsOf = (text: string) =>
    folded(text)
      .split(/[\s\-–—'’()„“”«»:]+/)
      .filter(Boolean)
      .flatMap(withoutArticle)
  const starts = (haystack: string[], word: string) => haystack.some((w) => w.startsWith(word))
  const scored = commands.flatMap((command) => {
    const title = wordsOf(command.title)
    const all = [...title, ...wordsOf(command.keywords)]
    if (!words.every((word) => starts(all, word))) return []
    return [{ command, score: words.every((word) => starts(title, word)) ? 0 : 1 }]
  })
  return scored.sort((a, b) => a.score - b.score).map(({ command }) => command)
}
