import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { mayRun } from '@core/app/commands'
import { buildAbility } from '@/configs/acl/ability'
import { languages } from '@/configs/i18n'
import { demoUsers } from '@tests/sessions'
import { areas } from '@/views/areas'
import { matchCommands, registeredCommands, type PaletteCommand } from './commands'

const text = (language: string, key: string): unknown => {
  const [namespace, path] = key.split(':') as [string, string]
  const tree: unknown = JSON.parse(readFileSync(`src/locales/${language}/${namespace}.json`, 'utf8'))
  return path
    .split('.')
    .reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], tree)
}

/** The registry as a reader of that language sees it (interpolation aside, which the titles here do not need). */
const translated = (language: string): PaletteCommand[] =>
  registeredCommands.map(({ id, group, title, titleValues, keywords, icon, effect }) => ({
    id,
    group,
    title: String(text(language, title)).replace('{{name}}', titleValues?.name ?? ''),
    keywords: String(text(language, keywords)),
    icon,
    effect
  }))

const ids = (commands: PaletteCommand[]) => commands.map((command) => command.id)
// A starter keeps some apps and languages: each case needs its app's area and its language to be shipped.
const namespaces = new Set(areas.map((area) => area.namespace))
const shipped = (language: string) => languages.some(({ code }) => code === language)
const present = (id: string) => !id.startsWith('create-') || namespaces.has(id.slice('create-'.length))
const routePaths = new Set(areas.flatMap((area) => area.routes.map((route) => route.path)))

describe('command registry', () => {
  it('has a create command for every app with an add form, opening a registered screen', () => {
    const creates = registeredCommands.filter((command) => command.group === 'create')
    expect(ids(translated('en').filter((command) => command.group === 'create'))).toEqual(
      [
        'create-todo',
        'create-calendar',
        'create-kanban',
        'create-fileManager',
        'create-invoice',
        'create-user'
      ].filter(present)
    )
    for (const command of creates) {
      expect(command.needs?.action).toBe('create')
      if (command.effect.kind !== 'navigate') throw new Error(`${command.id} does not open a form`)
      expect(routePaths).toContain(command.effect.to.split('?')[0])
    }
  })

  it('offers the create commands only to a user whose ability allows creating there', () => {
    const runnable = (role: 'admin' | 'client') => {
      const ability = buildAbility(demoUsers[role].ability)
      return registeredCommands.filter((command) => mayRun(command, (a, s) => ability.can(a, s)))
    }
    expect(runnable('admin')).toEqual(registeredCommands)
    expect(runnable('client').some((command) => command.group === 'create')).toBe(false)
    expect(ids(runnable('client'))).toContain('sign-out')
    const invoicesOnly = buildAbility([{ action: 'create', subject: 'Invoice' }])
    expect(
      ids(
        registeredCommands.filter((c) => c.group === 'create' && mayRun(c, (a, s) => invoicesOnly.can(a, s)))
      )
    ).toEqual(['create-invoice'].filter(present))
  })

  it.each(languages.map((language) => language.code))(
    'has a title and keywords for every command in %s',
    (language) => {
      for (const command of registeredCommands) {
        expect(typeof text(language, command.title), `${language} ${command.title}`).toBe('string')
        expect(typeof text(language, command.keywords), `${language} ${command.keywords}`).toBe('string')
      }
    }
  )
})

describe('matching commands', () => {
  it.each(
    [
      ['en', 'dark', 'skin-dark'],
      ['en', 'theme dark', 'skin-dark'],
      ['en', 'new bill', 'create-invoice'],
      ['en', 'log', 'sign-out'],
      ['fr', 'sombre', 'skin-dark'],
      ['fr', 'deconnex', 'sign-out'],
      ['fr', 'francais', 'language-fr'],
      ['fr', 'facture', 'create-invoice'],
      ['de', 'dunkel', 'skin-dark'],
      ['de', 'abmelden', 'sign-out'],
      ['de', 'termin', 'create-calendar'],
      ['de', 'ordner', 'create-fileManager'],
      ['pt', 'escuro', 'skin-dark'],
      ['pt', 'portugues', 'language-pt'],
      ['pt', 'utilizador', 'create-user'],
      ['ar', 'داكن', 'skin-dark'],
      ['ar', 'خروج', 'sign-out'],
      ['ar', 'العربية', 'language-ar'],
      ['ar', 'فاتورة', 'create-invoice'],
      ['ar', 'اضافة مستخدم', 'create-user']
    ].filter(([language, , id]) => shipped(language!) && present(id!))
  )('in %s, “%s” finds %s first', (language, query, id) => {
    expect(matchCommands(translated(language), query)[0]?.id).toBe(id)
  })

  it('needs every word typed, ranks title matches before keyword-only ones and keeps all for no query', () => {
    const english = translated('en')
    expect(matchCommands(english, '   ')).toEqual(english)
    expect(ids(matchCommands(english, 'dark skin'))).toEqual(['skin-dark', 'skin-semi-dark'])
    expect(matchCommands(english, 'dark invoice')).toEqual([])
    // "menu" is in the layout commands' titles and only in the layout keywords of nothing else.
    expect(ids(matchCommands(english, 'menu'))).toEqual(['layout-vertical', 'layout-horizontal'])
  })
})
