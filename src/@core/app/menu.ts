import type { IconName } from '@core/menu/icons'
import type { AbilitySubject } from '@/configs/acl/subjects'
import type { AbilityAction } from '@/utility/auth/contract'

export type MenuSectionId = 'dashboards' | 'apps' | 'pages' | 'userInterface' | 'formsAndTables' | 'charts'

export interface ScreenMenu {
  /** A `common` key (`nav.*`). */
  title: string
  /** Default: the screen's icon. */
  icon?: IconName
  /** Listed in the section, before the area's group, rather than in the group. */
  outsideGroup?: boolean
}

export interface AppMenuDeclaration {
  section: MenuSectionId
  /** The screens' entries go into one group of the section (title a `common` key). */
  group?: { title: string; icon: IconName }
}

interface NamedAcl {
  action: AbilityAction
  resource: AbilitySubject
}

/** A menu entry with its icon by name: the icons load with the app frame, never with the entry. */
export type NamedMenuItem =
  | (NamedAcl & { id: string; title: string; icon: IconName; navLink: string })
  | (NamedAcl & { id: string; title: string; icon: IconName; children: NamedMenuItem[] })

export interface AppMenu {
  section: MenuSectionId
  items: NamedMenuItem[]
}

/** A path's link: a catch-all route (`/apps/email/*`) opens at its base. */
export const linkOf = (path: string) => path.replace(/\/\*$/, '') || '/'

const idOf = (link: string) => link.slice(1).replaceAll('/', '-') || 'home'

interface MenuScreen {
  path: string
  icon?: IconName
  menu?: ScreenMenu
  action?: AbilityAction
}

interface MenuDeclaration {
  subject: AbilitySubject
  screens: MenuScreen[]
  menu?: AppMenuDeclaration
}

export function menuOf(appId: string, { menu, screens, subject }: MenuDeclaration): AppMenu | undefined {
  if (!menu) return undefined
  const entries = screens.flatMap(({ path, icon, menu: entry, action = 'read' }) => {
    if (!entry) return []
    const itemIcon = entry.icon ?? icon
    if (!itemIcon) throw new Error(`${path}: a menu entry needs an icon`)
    const link = linkOf(path)
    const item = {
      id: idOf(link),
      title: entry.title,
      icon: itemIcon,
      navLink: link,
      action,
      resource: subject
    }
    return [{ item, outside: Boolean(entry.outsideGroup) }]
  })
  const { group } = menu
  if (!group) return { section: menu.section, items: entries.map(({ item }) => item) }
  const children = entries.filter(({ outside }) => !outside).map(({ item }) => item)
  const grouped = { id: appId, ...group, children, action: 'read' as const, resource: subject }
  return {
    section: menu.section,
    items: [...entries.filter(({ outside }) => outside).map(({ item }) => item), grouped]
  }
}
