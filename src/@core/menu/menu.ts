import type { CanSee, MenuAcl, MenuGroup, MenuHeader, MenuSection, VerticalMenuEntry } from './types'

export const isGroup = (entry: VerticalMenuEntry): entry is MenuGroup => 'children' in entry
export const isHeader = (entry: VerticalMenuEntry): entry is MenuHeader => 'header' in entry

export function toVerticalMenu(sections: MenuSection[]): VerticalMenuEntry[] {
  return sections.flatMap((section) => [
    { id: `${section.id}-header`, header: section.title, action: section.action, resource: section.resource },
    ...section.items
  ])
}

export function toHorizontalMenu(sections: MenuSection[]): MenuGroup[] {
  return sections.map(({ id, title, icon, items, action, resource }) => ({
    id,
    title,
    icon,
    children: items,
    action,
    resource
  }))
}

export function isLinkActive(navLink: string, pathname: string): boolean {
  if (navLink === '/') return pathname === '/'
  return pathname === navLink || pathname.startsWith(`${navLink}/`)
}

export function hasActiveChild(group: MenuGroup, pathname: string): boolean {
  return group.children.some((child) =>
    isGroup(child) ? hasActiveChild(child, pathname) : isLinkActive(child.navLink, pathname)
  )
}

const allowed = (entry: MenuAcl, can: CanSee) =>
  !entry.action || !entry.resource || can(entry.action, entry.resource)

export function filterMenu<T extends VerticalMenuEntry>(entries: T[], can: CanSee): T[] {
  const visible = entries.flatMap((entry): T[] => {
    if (!allowed(entry, can)) return []
    if (isGroup(entry)) {
      const children = filterMenu(entry.children, can)
      return children.length ? [{ ...entry, children }] : []
    }
    return [entry]
  })
  return visible.filter((entry, index) => {
    if (!isHeader(entry)) return true
    const next = visible[index + 1]
    return next !== undefined && !isHeader(next)
  })
}
