import { describe, expect, it } from 'vitest'
import { Circle } from 'lucide-react'
import { filterMenu, hasActiveChild, isLinkActive, toHorizontalMenu, toVerticalMenu } from './menu'
import type { MenuSection } from './types'

const sections: MenuSection[] = [
  {
    id: 'dash',
    title: 'nav.dashboards',
    icon: Circle,
    items: [{ id: 'home', title: 'nav.home', icon: Circle, navLink: '/' }]
  },
  {
    id: 'apps',
    title: 'nav.apps',
    icon: Circle,
    items: [
      {
        id: 'invoice',
        title: 'nav.invoice',
        icon: Circle,
        children: [
          {
            id: 'invoice-list',
            title: 'nav.list',
            icon: Circle,
            navLink: '/apps/invoice/list',
            action: 'read',
            resource: 'Dashboard'
          },
          {
            id: 'invoice-add',
            title: 'nav.add',
            icon: Circle,
            navLink: '/apps/invoice/add',
            action: 'create',
            resource: 'Dashboard'
          }
        ]
      },
      {
        id: 'acl',
        title: 'nav.acl',
        icon: Circle,
        navLink: '/access-control',
        action: 'read',
        resource: 'ACL'
      }
    ]
  }
]

describe('menu builder', () => {
  it('renders sections vertically as a header followed by the items', () => {
    const vertical = toVerticalMenu(sections)
    expect(vertical.map((entry) => entry.id)).toEqual([
      'dash-header',
      'home',
      'apps-header',
      'invoice',
      'acl'
    ])
  })

  it('renders sections horizontally as one dropdown each, same items', () => {
    const horizontal = toHorizontalMenu(sections)
    expect(horizontal.map((group) => [group.title, group.children.length])).toEqual([
      ['nav.dashboards', 1],
      ['nav.apps', 2]
    ])
  })

  it('marks a link active on its path and below it, and home only on /', () => {
    expect(isLinkActive('/apps/invoice/list', '/apps/invoice/list')).toBe(true)
    expect(isLinkActive('/apps/invoice/preview', '/apps/invoice/preview/5001')).toBe(true)
    expect(isLinkActive('/apps/invoice/list', '/apps/invoice/listing')).toBe(false)
    expect(isLinkActive('/', '/misc/error')).toBe(false)
    expect(isLinkActive('/', '/')).toBe(true)
  })

  it('finds the group holding the current route', () => {
    const [, apps] = toHorizontalMenu(sections)
    expect(hasActiveChild(apps, '/apps/invoice/add')).toBe(true)
    expect(hasActiveChild(apps, '/misc/error')).toBe(false)
  })

  it('hides what the user may not see, then empty groups and orphan headers', () => {
    const onlyAuth = (action: string, resource: string) => action === 'read' && resource === 'Dashboard'
    const vertical = filterMenu(toVerticalMenu(sections), onlyAuth)
    expect(vertical.map((entry) => entry.id)).toEqual(['dash-header', 'home', 'apps-header', 'invoice'])
    const nothing = filterMenu(toVerticalMenu(sections).slice(2), () => false)
    expect(nothing).toEqual([])
  })
})
