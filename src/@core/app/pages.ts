import type { IconName } from '@core/menu/icons'
import type { AbilitySubject } from '@/configs/acl/subjects'
import { linkOf } from './menu'

/** A page the navbar search finds: its title is the screen's (`namespace:key`), translated where shown. */
export interface SearchablePage {
  link: string
  title: string
  icon: IconName
  subject: AbilitySubject
}

interface PageScreen {
  path: string
  title: string
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
  return screens.flatMap(({ path, title, icon, access, searchable }) => {
    const byDefault = !path.includes(':') && access !== 'visitors'
    if (!icon || !(searchable ?? byDefault)) return []
    return [{ link: linkOf(path), title: `${namespace}:${title}`, icon, subject }]
  })
}
