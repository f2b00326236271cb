import { describe, expect, it } from 'vitest'
import { Circle, FileText } from 'lucide-react'
import { defineApp } from '@core/app/defineApp'
import { menuSections } from '@/navigation/sections'
import { areas } from '@/views/areas'
import { menusOf, verticalMenu } from './menus'

const load = () => Promise.resolve({ default: () => null })

const notes = defineApp({
  namespace: 'notes',
  subject: 'Misc',
  menu: { section: 'apps', group: { title: 'nav.notes', icon: 'FileText' } },
  screens: [
    { path: '/apps/notes', load, title: 'list', icon: 'Circle', menu: { title: 'nav.list' } },
    {
      path: '/apps/notes/add',
      load,
      title: 'add',
      action: 'create',
      icon: 'Circle',
      menu: { title: 'nav.add' }
    },
    { path: '/apps/notes/:id', load, title: 'view', example: '/apps/notes/1' }
  ]
})

describe('app menus', () => {
  it('groups a registration’s menu entries, each guarded by its screen’s action and the area’s subject', () => {
    const apps = menusOf([notes]).find((section) => section.id === 'apps')
    expect(apps?.items).toEqual([
      {
        id: 'notes',
        title: 'nav.notes',
        icon: FileText,
        action: 'read',
        resource: 'Misc',
        children: [
          {
            id: 'apps-notes',
            title: 'nav.list',
            icon: Circle,
            navLink: '/apps/notes',
            action: 'read',
            resource: 'Misc'
          },
          {
            id: 'apps-notes-add',
            title: 'nav.add',
            icon: Circle,
            navLink: '/apps/notes/add',
            action: 'create',
            resource: 'Misc'
          }
        ]
      }
    ])
  })

  it('lists an area without a menu nowhere', () => {
    const hidden = defineApp({ namespace: 'hidden', subject: 'Misc', screens: [] })
    expect(menusOf([hidden]).flatMap((section) => section.items)).toEqual([])
  })

  it('places each registered menu under its section header, in the area list order', () => {
    const ids = verticalMenu.map((entry) => entry.id)
    for (const section of menuSections) {
      const start = ids.indexOf(`${section.id}-header`) + 1
      const end = ids.indexOf(`${menuSections[menuSections.indexOf(section) + 1]?.id}-header`)
      const expected = [
        ...section.items,
        ...areas.flatMap((area) => (area.menu?.section === section.id ? area.menu.items : []))
      ]
      expect(ids.slice(start, end === -1 ? undefined : end)).toEqual(expected.map((item) => item.id))
    }
    expect(ids.length).toBeGreaterThan(menuSections.length)
  })
})
