import { describe, expect, it } from 'vitest'
import { Circle } from 'lucide-react'
import { defineMenu } from '@core/app/defineApp'
import { menuSections } from '@/navigation/sections'
import { areas } from '@/views/areas'
import { appMenus, verticalMenu } from './menus'

describe('app menus', () => {
  it('joins each menu.ts to its app, in the app list order, guarded by the app subject', () => {
    const [first, second] = areas
    const menus = appMenus([
      defineMenu({
        app: second!.id,
        section: 'apps',
        items: [{ id: 'b', title: 'nav.b', icon: Circle, navLink: '/b' }]
      }),
      defineMenu({
        app: first!.id,
        section: 'apps',
        items: [{ id: 'a', title: 'nav.a', icon: Circle, navLink: '/a', action: 'create' }]
      })
    ])
    expect(menus.map((menu) => menu.app)).toEqual([first!.id, second!.id])
    expect(menus[0]!.items[0]).toMatchObject({ action: 'create', resource: first!.subject })
    expect(menus[1]!.items[0]).toMatchObject({ action: 'read', resource: second!.subject })
  })

  it('drops a menu whose app is not registered', () => {
    expect(appMenus([defineMenu({ app: 'nobody', section: 'apps', items: [] })])).toEqual([])
  })

  it('places each registered menu under its section header, in the app list order', () => {
    const ids = verticalMenu.map((entry) => entry.id)
    const registered = appMenus()
    expect(registered.length).toBeGreaterThan(0)
    for (const section of menuSections) {
      const start = ids.indexOf(`${section.id}-header`) + 1
      const end = ids.indexOf(`${menuSections[menuSections.indexOf(section) + 1]?.id}-header`)
      const expected = [
        ...section.items,
        ...registered.filter((menu) => menu.section === section.id).flatMap((menu) => menu.items)
      ]
      expect(ids.slice(start, end === -1 ? undefined : end)).toEqual(expected.map((item) => item.id))
    }
  })
})
