import { describe, expect, it } from 'vitest'
import { Circle } from 'lucide-react'
import { defineMenu } from '@core/app/defineApp'
import { appMenus, verticalMenu } from './menus'

describe('app menus', () => {
  it('joins each menu.ts to its app, in the app list order, guarded by the app subject', () => {
    const menus = appMenus([
      defineMenu({
        app: 'user',
        section: 'apps',
        items: [{ id: 'u', title: 'nav.user', icon: Circle, navLink: '/u' }]
      }),
      defineMenu({
        app: 'invoice',
        section: 'apps',
        items: [{ id: 'i', title: 'nav.invoice', icon: Circle, navLink: '/i', action: 'create' }]
      })
    ])
    expect(menus.map((menu) => menu.app)).toEqual(['invoice', 'user'])
    expect(menus[0]!.items[0]).toMatchObject({ action: 'create', resource: 'Invoice' })
    expect(menus[1]!.items[0]).toMatchObject({ action: 'read', resource: 'User' })
  })

  it('drops a menu whose app is not registered', () => {
    expect(appMenus([defineMenu({ app: 'nobody', section: 'apps', items: [] })])).toEqual([])
  })

  it('places the registered apps under the Apps header', () => {
    const ids = verticalMenu.map((entry) => entry.id)
    expect(ids.indexOf('invoice')).toBeGreaterThan(ids.indexOf('apps-header'))
    expect(ids.indexOf('user')).toBeGreaterThan(ids.indexOf('invoice'))
  })
})
