import type { IconName } from '@core/menu/icons'
import type { AbilitySubject } from '@/configs/acl/subjects'
import type { LanguageCode } from '@/configs/i18n'
import type { Direction, LayoutType, Skin } from '@/configs/themeConfig'
import type { AbilityAction } from '@/utility/auth/contract'
import type { ShortcutId } from './shortcuts'

/** What running a command does: plain data, so the registry is tested without rendering anything. */
export type CommandEffect =
  | { kind: 'navigate'; to: string }
  | { kind: 'skin'; value: Skin }
  | { kind: 'direction'; value: Direction }
  | { kind: 'layout'; value: LayoutType }
  | { kind: 'language'; value: LanguageCode }
  | { kind: 'customizer' }
  | { kind: 'shortcuts' }
  | { kind: 'scenario'; change: ScenarioChange }
  | { kind: 'signOut' }

/** What a demo-scenario command does (the mock's scenarios, as the customizer sets them). */
export type ScenarioChange = 'offline' | 'online' | 'empty' | 'big' | 'seed' | 'reset'

export type CommandGroup = 'create' | 'appearance' | 'demo' | 'account'

/** A command the palette runs. Its title and keywords are `namespace:key`s, translated where shown. */
export interface AppCommand {
  id: string
  group: CommandGroup
  title: string
  /** Interpolated into the title (a language's own name). */
  titleValues?: Record<string, string>
  /** Words the command is also found by, space-separated, in the reader's language. */
  keywords: string
  icon: IconName
  effect: CommandEffect
  /** The shortcut that does the same, shown beside the command. */
  shortcut?: ShortcutId
  /** What the user's ability must allow; a command without one is everyone's. */
  needs?: { action: AbilityAction; subject: AbilitySubject }
}

/** An area's "create" command, declared with its registration: opens the area's add form. */
export interface CreateCommandDeclaration {
  /** A key of the area's namespace: the command's title ("Create invoice"). */
  title: string
  /** A key of the area's namespace: more words it is found by. */
  keywords: string
  icon: IconName
  /** The add form's address (a page, or a screen with the `?create` intent). */
  to: string
}

export function createCommandOf(
  namespace: string,
  subject: AbilitySubject,
  declaration: CreateCommandDeclaration
): AppCommand {
  return {
    id: `create-${namespace}`,
    group: 'create',
    title: `${namespace}:${declaration.title}`,
    keywords: `${namespace}:${declaration.keywords}`,
    icon: declaration.icon,
    effect: { kind: 'navigate', to: declaration.to },
    needs: { action: 'create', subject }
  }
}

/** Whether this user may run the command: the palette never offers what the ability forbids. */
export function mayRun(
  command: AppCommand,
  can: (action: AbilityAction, subject: AbilitySubject) => boolean
): boolean {
  return !command.needs || can(command.needs.action, command.needs.subject)
}

/** The search parameter a screen reads to open its add form on arrival. */
export const createIntentParam = 'create'

/** A screen's address that opens its add form on arrival (see useCreateIntent). */
export const withCreateIntent = (path: string) => `${path}?${createIntentParam}=1`
