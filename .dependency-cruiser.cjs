// The import directions of ARCHITECTURE.md, checked on resolved paths: `../user/api`,
// `@/views/apps/user/api` and `import('@/views/apps/user/api')` all resolve to the same file, so one
// rule catches every spelling. Run by `npm run lint`; `node scripts/check-import-rules.mjs` plants
// forbidden imports and checks that every one is reported.

/** A regex matching exactly these repository paths. */
const exactly = (...paths) => `^(${paths.map((p) => p.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|')})$`

const SHARED_LAYERS = '^src/(@core|utility|configs|navigation|redux)/'
const SHELL = '^src/(router|layouts)/|^src/App\\.tsx$'
const TESTS = '\\.test\\.tsx?$|^tests/|^bench/'
const FAKE_DB = '^src/@fake-db/'
const CONTRACT = '^src/.*/contract\\.ts$'

// What the mock may take from the client: the contract modules (zod schemas, enum lists, endpoint
// paths, pure rules) and the axios instance it attaches to.
const MOCK_MAY_IMPORT = [
  CONTRACT,
  exactly('src/utility/http.ts'),
  // TRANSITIONAL: the apps' types.ts are renamed contract.ts in issue 7; drop this line then.
  '^src/views/apps/[^/]+/types\\.ts$'
]

// TRANSITIONAL: three two-file loops that issue 7 removes; each is tolerated only as itself, so a
// new loop through any of these files is still reported. Delete an entry once its loop is gone.
const KNOWN_LOOPS = [
  ['src/utility/http.ts', 'src/utility/lazyHttp.ts'],
  ['src/@fake-db/apps/invoice/data.ts', 'src/@fake-db/apps/invoice/handlers.ts'],
  ['src/@fake-db/route.ts', 'src/@fake-db/utils.ts']
]

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'shared-imports-screens',
      comment: 'Shared layers (@core, utility, configs, navigation, redux) never depend on screens, routes or the shell.',
      severity: 'error',
      from: { path: SHARED_LAYERS },
      to: { path: `^src/views/|${SHELL}` }
    },
    {
      name: 'screen-imports-shell',
      comment: 'Screens never import the router, the layouts or App.',
      severity: 'error',
      from: { path: '^src/views/' },
      to: { path: SHELL }
    },
    {
      name: 'app-imports-app',
      comment: 'One demo app never imports another; move shared code to @core or utility.',
      severity: 'error',
      from: { path: '^src/views/apps/([^/]+)/' },
      to: { path: '^src/views/apps/[^/]+/', pathNot: '^src/views/apps/$1/' }
    },
    {
      name: 'client-imports-mock',
      comment: 'Only main.tsx and tests import the mock API, so it can be removed in one step.',
      severity: 'error',
      from: { pathNot: `${FAKE_DB}|${exactly('src/main.tsx')}|${TESTS}` },
      to: { path: FAKE_DB }
    },
    {
      name: 'mock-imports-client',
      comment: 'The mock takes from the client only contract modules and the axios instance (src/utility/http.ts).',
      severity: 'error',
      from: { path: FAKE_DB, pathNot: TESTS },
      to: { path: '^src/', pathNot: [FAKE_DB, ...MOCK_MAY_IMPORT] }
    },
    {
      name: 'contract-imports-more',
      comment: 'A contract module imports only zod and other contract modules: the mock may import it, so it must pull in nothing else of the client.',
      severity: 'error',
      from: { path: CONTRACT },
      to: { pathNot: [CONTRACT, '^node_modules/zod/'] }
    },
    {
      name: 'no-circular',
      comment: 'An import loop makes load order matter; extract what both files need.',
      severity: 'error',
      from: { pathNot: exactly(...KNOWN_LOOPS.flat()) },
      to: { circular: true }
    },
    ...KNOWN_LOOPS.map((loop) => ({
      name: 'no-circular',
      comment: 'TRANSITIONAL: this known loop is tolerated, any other loop through its files is not.',
      severity: 'error',
      from: { path: exactly(...loop) },
      to: { circular: true, viaSomeNot: exactly(...loop) }
    }))
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    // Type-only imports count too: the mock may not even take a type from a screen module.
    tsPreCompilationDeps: true,
    // Resolves the aliases (@/*, @core/*, @fake-db, @tests/*) exactly as tsc, Vite and Vitest do.
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      mainFields: ['module', 'main', 'types', 'typings']
    },
    skipAnalysisNotInRules: true
  }
}
