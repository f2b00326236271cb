import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { matchPath } from 'react-router-dom'
import { defineApp, type NamedMenuItem } from '@core/app/defineApp'
import { areas } from '@/views/areas'

const searchLinks = areas.flatMap((area) => area.pages.map((page) => page.link))

const linksOf = (items: NamedMenuItem[]): string[] =>
  items.flatMap((item) => ('children' in item ? linksOf(item.children) : [item.navLink]))
const menuLinks = areas.flatMap((area) => linksOf(area.menu?.items ?? []))

const routes = areas.flatMap((area) => area.routes)
const opens = (link: string) => (path: string) => matchPath(path, link) !== null
const hasParams = (path: string) => path.includes(':')

const languages = ['en', 'fr', 'de', 'pt', 'ar']
const locale = (language: string, namespace: string): unknown =>
  JSON.parse(readFileSync(`src/locales/${language}/${namespace}.json`, 'utf8'))
const lookup = (tree: unknown, key: string) =>
  key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], tree)

// Every page a visitor can reach by name is found by the navbar search and listed in the menu;
// pages with parameters are reached from others, and the sign-in pages only by signed-out visitors.
const namedRoutes = routes.filter((route) => !hasParams(route.path) && !route.meta?.restricted)

describe('the registered areas', () => {
  it.each(namedRoutes.map((route) => route.path))('%s has a navbar search entry and a menu entry', (path) => {
    expect(
      searchLinks.some((link) => opens(link)(path)),
      'search entry'
    ).toBe(true)
    expect(
      menuLinks.some((link) => opens(link)(path)),
      'menu entry'
    ).toBe(true)
  })

  it('lead every search entry and menu link to a registered route', () => {
    const paths = routes.map((route) => route.path)
    for (const link of [...searchLinks, ...menuLinks]) expect(paths.some(opens(link)), link).toBe(true)
  })

  it('name their icons, so a name that is not an icon fails the type check', () => {
    const load = () => Promise.resolve({ default: () => null })
    const page = defineApp({
      namespace: 'notes',
      subject: 'Misc',
      screens: [
        {
          path: '/n',
          load,
          title: 't',
          // @ts-expect-error: no such icon (a string would show a generic one)
          icon: 'StickyNote'
        }
      ]
    })
    expect(page.pages).toHaveLength(1)
  })

  it('give each search entry a title in every language', () => {
    for (const page of areas.flatMap((area) => area.pages)) {
      const [namespace, key] = page.title.split(':') as [string, string]
      for (const language of languages)
        expect(typeof lookup(locale(language, namespace), key), page.link).toBe('string')
    }
  })

  it.each(routes.map((route) => [route.path, route.meta?.title ?? ''] as const))(
    '%s has its title %s in every language',
    (_, title) => {
      const [namespace, key] = title.split(':') as [string, string]
      for (const language of languages)
        expect(typeof lookup(locale(language, namespace), key), `${language}/${namespace}.json ${key}`).toBe(
          'string'
        )
    }
  )

  it.each(
    routes.filter((route) => hasParams(route.path)).map((route) => [route.path, route.example] as const)
  )('%s has an example URL that opens it', (path, example) => {
    expect(example, 'example').toBeDefined()
    expect(matchPath(path, example ?? '')).not.toBeNull()
  })
})
