import { describe, expect, it } from 'vitest'
import { keepInAreasFile, routePathsOf } from '../../scripts/starter/areas.mjs'
import {
  withMockOff,
  withoutMissingHandlers,
  withoutMissingSetup,
  withoutMockBoot,
  withoutServer
} from '../../scripts/starter/mock.mjs'
import { allLocales, narrowLanguageLists, usedNamespaces } from '../../scripts/starter/locales.mjs'
import { checkTarget, parseStarterArgs, pickAreas, pickLocales } from '../../scripts/starter/options.mjs'
import { starterReadme } from '../../scripts/starter/readme.mjs'

const areas = [
  { name: 'dashboardApp', key: 'dashboard', core: true },
  { name: 'userApp', key: 'user', core: false },
  { name: 'invoiceApp', key: 'invoice', core: false },
  { name: 'blogApp', key: 'pages/blog', core: false },
  { name: 'authApp', key: 'pages/auth', core: true }
]

describe('npm run starter arguments', () => {
  it('defaults to the users app in English, with the mock', () => {
    expect(parseStarterArgs(['../my-admin'])).toEqual({
      target: '../my-admin',
      apps: ['user'],
      locales: ['en'],
      mock: true
    })
  })

  it('reads the apps, the languages and --no-mock, spaced or with =', () => {
    expect(parseStarterArgs(['--apps', 'user, invoice', 'out', '--locales=en,fr', '--no-mock'])).toEqual({
      target: 'out',
      apps: ['user', 'invoice'],
      locales: ['en', 'fr'],
      mock: false
    })
  })

  it('refuses a missing target, a second target, an unknown flag and an empty list', () => {
    expect(() => parseStarterArgs([])).toThrow(/No target directory/)
    expect(() => parseStarterArgs(['a', 'b'])).toThrow(/One target directory only/)
    expect(() => parseStarterArgs(['a', '--app', 'user'])).toThrow(/Unknown option --app/)
    expect(() => parseStarterArgs(['a', '--apps'])).toThrow(/--apps needs a comma-separated list/)
  })
})

describe('what a starter keeps', () => {
  it('keeps the core areas and the chosen apps, in registration order', () => {
    const kept = pickAreas(areas, ['invoice', 'pages/blog'])
    expect(kept.map((area) => area.key)).toEqual(['dashboard', 'invoice', 'pages/blog', 'pages/auth'])
  })

  it('refuses an unknown app, naming the ones it knows', () => {
    expect(() => pickAreas(areas, ['user', 'crm'])).toThrow(
      'Unknown app crm; choose from: user, invoice, pages/blog'
    )
  })

  it('keeps the chosen languages in the template order, English always', () => {
    expect(pickLocales(['en', 'fr', 'de', 'pt'], ['pt', 'en'])).toEqual(['en', 'pt'])
    expect(pickLocales(allLocales(process.cwd()), ['ar', 'en'])).toEqual(['en', 'ar'])
    expect(() => pickLocales(['en', 'fr'], ['en', 'es'])).toThrow('Unknown locale es; choose from: en, fr')
    expect(() => pickLocales(['en', 'fr'], ['fr'])).toThrow(/must include en/)
  })

  it('refuses a target inside the repository or not empty', () => {
    expect(() => checkTarget('/work/repo', '/work/repo/out', [])).toThrow(/inside the repository/)
    expect(() => checkTarget('/work/repo', '/work/repo', [])).toThrow(/inside the repository/)
    expect(() => checkTarget('/work/repo', '/work/out', ['file.txt'])).toThrow(/is not empty/)
    expect(() => checkTarget('/work/repo', '/work/repo-starter', [])).not.toThrow()
  })

  it('rewrites the area list to the kept areas, and reads an area route paths', () => {
    const source = [
      "import { userApp } from './apps/user/app'",
      "import { invoiceApp } from './apps/invoice/app'",
      '',
      'export const areas: App[] = [',
      '  userApp,',
      '  invoiceApp',
      ']'
    ].join('\n')
    expect(keepInAreasFile(source, [areas[2]])).toBe(
      [
        "import { userApp } from './apps/user/app'",
        '',
        'export const areas: App[] = [',
        '  userApp',
        ']'
      ].join('\n')
    )
    expect(routePathsOf("list: '/apps/user/list', view: (id) => `/apps/user/view/${id}`")).toEqual([
      '/apps/user/list',
      '/apps/user/view/'
    ])
  })

  it('narrows every list of all the languages, in any order, and the language table', () => {
    const source = [
      "read('language', ['en', 'fr', 'de', 'pt'], 'en')",
      'const languages = ["en", "fr", "de", "pt"]',
      "const two = ['en', 'de']",
      'export const languages = [',
      "  { code: 'en', name: 'English' },",
      "  { code: 'fr', name: 'Français' },",
      "  { code: 'de', name: 'Deutsch' }",
      '] as const'
    ].join('\n')
    expect(narrowLanguageLists(source, ['en', 'de', 'fr', 'pt'], ['en', 'fr'])).toBe(
      [
        "read('language', ['en', 'fr'], 'en')",
        'const languages = ["en", "fr"]',
        "const two = ['en', 'de']",
        'export const languages = [',
        "  { code: 'en', name: 'English' },",
        "  { code: 'fr', name: 'Français' }",
        '] as const'
      ].join('\n')
    )
  })

  it('keeps a namespace only while code loads or names it', () => {
    const sources =
      "useTranslation('user'); t('invoice:titles.list'); const icon = 'calendar'; uses: ['cards']"
    expect(usedNamespaces(sources, ['user', 'invoice', 'calendar', 'cards', 'chat'])).toEqual([
      'user',
      'invoice',
      'cards'
    ])
  })
})

describe('a starter without the mock (--no-mock)', () => {
  it('boots without the mock and switches it off in .env', () => {
    const main = [
      '  const route = preloadRoute(path)',
      '  if (env.mockApi) deferMock(route)',
      '  render()'
    ].join('\n')
    expect(withoutMockBoot(main)).toBe(['  const route = preloadRoute(path)', '  render()'].join('\n'))
    const withElse = [
      '  if (env.mockApi) deferMock(route)',
      '  // The server instead.',
      '  else follow()',
      ''
    ].join('\n')
    expect(withoutMockBoot(withElse)).toBe(['  // The server instead.', '  follow()', ''].join('\n'))
    const env = withMockOff(
      '# Mock API on by default\nVITE_MOCK_API=true\nVITE_API_BASE_URL=\n# VITE_MOCK_DELAY_MS=400\n'
    )
    expect(env).toMatch(/^VITE_MOCK_API=false$/m)
    expect(env).toMatch(/^VITE_API_BASE_URL=$/m)
    expect(env).not.toMatch(/mock api on|MOCK_DELAY/i)
  })

  it('drops the HTTP server from the scripts, the tsconfig, knip and the Vitest projects', () => {
    const scripts =
      '"lint": "eslint . && depcruise src tests server --config .dependency-cruiser.cjs",\n' +
      '"typecheck": "tsc --noEmit -p . && tsc --noEmit -p tsconfig.server.json",'
    expect(withoutServer(scripts)).toBe(
      '"lint": "eslint . && depcruise src tests --config .dependency-cruiser.cjs",\n' +
        '"typecheck": "tsc --noEmit -p .",'
    )
    expect(withoutServer('  "include": [\n    "src",\n    "server",\n    "tests"\n')).toBe(
      '  "include": [\n    "src",\n    "tests"\n'
    )
    expect(withoutServer('    "server/main.ts",\n    "scripts/x.ts"\n')).toBe('    "scripts/x.ts"\n')
    expect(
      withoutServer("include: ['src/**/*.test.ts', 'server/**/*.test.ts', 'tests/unit/**/*.test.ts'],")
    ).toBe("include: ['src/**/*.test.ts', 'tests/unit/**/*.test.ts'],")
  })

  it('drops the test setup files that left with the mock from the Vitest config', () => {
    const config = "setupFiles: ['tests/setup-console.ts', 'tests/setup-mock.ts', 'tests/setup-dom.ts'],"
    const exists = (file: string) => file !== 'tests/setup-mock.ts'
    expect(withoutMissingSetup(config, exists)).toBe(
      "setupFiles: ['tests/setup-console.ts', 'tests/setup-dom.ts'],"
    )
  })

  it('names in its README the tests it left out because they need a backend', () => {
    const readme = starterReadme({
      kept: [{ key: 'user', dir: 'src/views/apps/user', core: false }],
      dropped: [{ key: 'invoice', dir: 'src/views/apps/invoice', core: false }],
      locales: ['en'],
      namespaces: ['common', 'user'],
      mock: false,
      leftOut: ['src/utility/http.test.ts']
    })
    expect(readme).toContain('There is no mock API')
    expect(readme).toContain(
      'Tests left out because they need the mock API (a backend):\n\n- `src/utility/http.test.ts`'
    )
    expect(readme).not.toContain('src/@fake-db')
    expect(readme).toContain('The browser tests (`tests/e2e`, `npm run test:e2e`) stay')
  })
})

describe('the mock of a starter', () => {
  it('drops the handler lists whose modules are gone from allHandlers.ts, with the trailing comma they leave', () => {
    const source = [
      "import { handlers as jwt } from './jwt/handlers'",
      "import { handlers as invoice } from './apps/invoice/handlers'",
      '',
      'export const allHandlers: RouteDef[] = [',
      '  ...jwt,',
      '  ...invoice',
      ']'
    ].join('\n')
    expect(withoutMissingHandlers(source, ['./apps/invoice/handlers']).split('\n')).toEqual([
      "import { handlers as jwt } from './jwt/handlers'",
      '',
      'export const allHandlers: RouteDef[] = [',
      '  ...jwt',
      ']'
    ])
  })
})
