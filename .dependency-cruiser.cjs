// Checked on resolved paths, so one rule catches every spelling; scripts/check-import-rules.mjs plants violations.

const exactly = (...paths) => `^(${paths.map((p) => p.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|')})$`

const SHARED_LAYERS = '^src/(@core|utility|configs|navigation|redux)/'
const WIDGETS = '^src/widgets/'
// What a widget may build on: the template engine and the shared layers below it.
const WIDGET_MAY_IMPORT = '^src/(widgets|@core|utility|redux|configs)/'
const SHELL = '^src/(router|layouts)/|^src/App\\.tsx$'
const TESTS = '\\.test\\.tsx?$|^tests/|^bench/'
const FAKE_DB = '^src/@fake-db/'
const SERVER = '^server/'
const CONTRACT = '^src/.*[/.]contract\\.ts$'
// The area a file belongs to: one app under views/apps/, else the folder directly under views/.
const AREA = '^src/views/(apps/[^/]+|[^/]+)/'

// Where public/ files are under the base path: seeds and contracts name their pictures through it.
const PUBLIC_URL = exactly('src/utility/publicUrl.ts')
// What the mock may take from the client: the contract modules, publicUrl, the axios instance it attaches to and the
// wait for an idle browser.
const MOCK_MAY_IMPORT = [CONTRACT, PUBLIC_URL, exactly('src/utility/http.ts'), exactly('src/utility/idle.ts')]

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'shared-imports-screens',
      comment:
        'Shared layers (@core, utility, configs, navigation, redux) never depend on screens, routes or the shell.',
      severity: 'error',
      from: { path: SHARED_LAYERS },
      to: { path: `^src/views/|${SHELL}` }
    },
    {
      name: 'shared-imports-widgets',
      comment:
        'Shared layers (@core, utility, configs, navigation, redux) sit below widgets and never import them.',
      severity: 'error',
      from: { path: SHARED_LAYERS },
      to: { path: WIDGETS }
    },
    {
      name: 'widget-imports-more',
      comment:
        'A widget (content two areas share) imports only @core, utility, redux and configs, so any area may use it.',
      severity: 'error',
      from: { path: WIDGETS, pathNot: TESTS },
      to: { path: '^src/', pathNot: WIDGET_MAY_IMPORT }
    },
    {
      name: 'screen-imports-shell',
      comment: 'Screens never import the router, the layouts or App.',
      severity: 'error',
      from: { path: '^src/views/' },
      to: { path: SHELL }
    },
    {
      name: 'area-imports-area',
      comment:
        'An area (a folder under views/, or one app under views/apps/) never imports another area; shared code ' +
        'lives in @core, utility, configs or redux.',
      severity: 'error',
      from: { path: AREA },
      to: { path: AREA, pathNot: '^src/views/$1/' }
    },
    {
      name: 'client-imports-mock',
      comment:
        'Only main.tsx (and mockBoot.ts, which sets it up), the HTTP server, the API docs generator and tests import the mock API, so it can be removed in one step.',
      severity: 'error',
      from: {
        pathNot: `${FAKE_DB}|${SERVER}|^scripts/openapi/|${exactly('src/main.tsx')}|${exactly('src/mockBoot.ts')}|${TESTS}`
      },
      to: { path: FAKE_DB }
    },
    {
      name: 'client-imports-server',
      comment: 'The HTTP server runs in Node only: nothing in the browser tree imports it.',
      severity: 'error',
      from: { path: '^src/' },
      to: { path: SERVER }
    },
    {
      name: 'server-imports-client',
      comment: 'The HTTP server serves the mock route table: it takes from src/ only the mock.',
      severity: 'error',
      from: { path: SERVER, pathNot: TESTS },
      to: { path: '^src/', pathNot: FAKE_DB }
    },
    {
      name: 'mock-imports-client',
      comment:
        'The mock takes from the client only contract modules and the axios instance (src/utility/http.ts).',
      severity: 'error',
      from: { path: FAKE_DB, pathNot: TESTS },
      to: { path: '^src/', pathNot: [FAKE_DB, ...MOCK_MAY_IMPORT] }
    },
    {
      name: 'contract-imports-more',
      comment:
        'A contract module imports only zod, other contract modules and publicUrl: the mock may import it, so it ' +
        'must pull in nothing else of the client.',
      severity: 'error',
      from: { path: CONTRACT },
      to: { pathNot: [CONTRACT, PUBLIC_URL, '^node_modules/zod/'] }
    },
    {
      name: 'no-circular',
      comment: 'An import loop makes load order matter; extract what both files need.',
      severity: 'error',
      from: {},
      to: { circular: true }
    }
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    // Type-only imports count too: the mock may not even take a type from a screen module.
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      mainFields: ['module', 'main', 'types', 'typings']
    },
    skipAnalysisNotInRules: true
  }
}
