import type { IconName } from '@core/menu/icons'
import type { AbilitySubject } from '@/configs/acl/subjects'
import type { AbilityAction } from '@/utility/auth/contract'
import { linkOf } from './menu'

/** A page the navbar search finds: its title is the screen's (`namespace:key`), translated where shown. */
export interface SearchablePage {
  link: string
  title: string
  icon: IconName
  subject: AbilitySubject
  /** What the route guard asks of the user's ability; a public page asks nothing. */
  action: AbilityAction
  public: boolean
}

interface PageScreen {
  path: string
  title: string
  action?: AbilityAction
  icon?: IconName
  access?: 'public' | 'visitors'
  searchable?: boolean
}

export function searchablePagesOf(declaration: {
  namespace: string
  subject: AbilitySubject
  screens: PageScreen[]
}): SearchablePage[] {
  const { namespace, subject, screens } = declaration
  return screens.flatMap(({ path, title, icon, access, searchable, action = 'read' }) => {
    const byDefault = !path.includes(':') && access !== 'visitors'
    if (!icon || !(searchable ?? byDefault)) return []
    return [
      {
        link: linkOf(path),
        title: `${namespace}:${title}`,
        icon,
        subject,
        action,
        public: access === 'public'
      }
    ]
  })
}

/** Whether the route guard lets a user of this ability open the page. */
export function mayOpen(
  page: SearchablePage,
  can: (action: AbilityAction, subject: AbilitySubject) => boolean
) {
  return page.public || can(page.action, page.subject)
}
