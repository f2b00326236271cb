// Plants forbidden imports and checks dependency-cruiser reports each; run it after changing its rules.
/* global process, console */
import { spawnSync } from 'node:child_process'
import { existsSync, rmSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'

const root = join(dirname(fileURLToPath(import.meta.url)), '..')

// Files end in __planted__ so a leftover is easy to spot.
const forbidden = [
  ['src/views/apps/invoice/relative.__planted__.ts', "import '../user/api'", 'area-imports-area'],
  [
    'src/views/apps/invoice/alias.__planted__.ts',
    "export { userApi } from '@/views/apps/user/api'",
    'area-imports-area'
  ],
  [
    'src/views/apps/invoice/dynamic.__planted__.ts',
    "export const load = () => import('../user/api')",
    'area-imports-area'
  ],
  ['src/views/ui/cards.__planted__.ts', "import '../cards/basic/ContentCards'", 'area-imports-area'],
  ['src/views/cards/alias.__planted__.ts', "export * from '@/views/pages/auth/app'", 'area-imports-area'],
  [
    'src/views/pages/dynamic.__planted__.ts',
    "export const load = () => import('../ui/components/app')",
    'area-imports-area'
  ],
  ['src/views/apps/todo/shell.__planted__.ts', "import '@/views/misc/app'", 'area-imports-area'],
  ['src/views/dashboard/api.__planted__.ts', "import '@/views/cards/app'", 'area-imports-area'],
  ['src/utility/relative.__planted__.ts', "import '../layouts/AppLayout'", 'shared-imports-screens'],
  ['src/@core/alias.__planted__.ts', "import '@/router'", 'shared-imports-screens'],
  [
    'src/redux/dynamic.__planted__.ts',
    "export const load = () => import('@/views/apps/invoice/api')",
    'shared-imports-screens'
  ],
  ['src/configs/app.__planted__.ts', "import '../App'", 'shared-imports-screens'],
  [
    'src/navigation/type.__planted__.ts',
    "import type * as screen from '@/views/apps/user/api'\nexport type T = typeof screen",
    'shared-imports-screens'
  ],
  ['src/@core/widget.__planted__.ts', "import '@widgets/cards/DataCard'", 'shared-imports-widgets'],
  [
    'src/utility/dynamic.__planted__.ts',
    "export const load = () => import('../widgets/user/UserCell')",
    'shared-imports-widgets'
  ],
  ['src/widgets/cards/screen.__planted__.ts', "import '@/views/apps/user/api'", 'widget-imports-more'],
  ['src/widgets/user/relative.__planted__.ts', "import '../../views/dashboard/app'", 'widget-imports-more'],
  ['src/widgets/cards/shell.__planted__.ts', "import '@/router'", 'widget-imports-more'],
  ['src/widgets/user/nav.__planted__.ts', "import '@/navigation/sections'", 'widget-imports-more'],
  ['src/widgets/cards/mock.__planted__.ts', "import '@fake-db/utils'", 'client-imports-mock'],
  ['src/@fake-db/server.__planted__.ts', "import '../../server/app'", 'client-imports-server'],
  [
    'src/views/dashboard/server.__planted__.ts',
    "export const load = () => import('../../../server/settings')",
    'client-imports-server'
  ],
  ['server/client.__planted__.ts', "import '@/utility/format'", 'server-imports-client'],
  ['server/screen.__planted__.ts', "import '../src/views/apps/invoice/api'", 'server-imports-client'],
  ['src/views/search/shell.__planted__.ts', "import '@/layouts/AppLayout'", 'screen-imports-shell'],
  ['src/views/search/mock.__planted__.tsx', "import '@fake-db'", 'client-imports-mock'],
  [
    'src/views/apps/user/dynamic.__planted__.ts',
    "export const load = () => import('../../../@fake-db/apps/user/data')",
    'client-imports-mock'
  ],
  ['src/utility/mock.__planted__.ts', "import '@fake-db/utils'", 'client-imports-mock'],
  [
    'src/@fake-db/apps/invoice/client.__planted__.ts',
    "import '@/views/apps/invoice/api'",
    'mock-imports-client'
  ],
  ['src/@fake-db/relative.__planted__.ts', "import '../utility/format'", 'mock-imports-client'],
  [
    'src/@fake-db/pages/type.__planted__.ts',
    "import type * as store from '@/redux/store'\nexport type T = typeof store",
    'mock-imports-client'
  ],
  [
    'src/@fake-db/jwt/dynamic.__planted__.ts',
    "export const load = () => import('@core/components/Avatar')",
    'mock-imports-client'
  ],
  // A contract must be named contract.ts, so this one cannot carry the __planted__ mark.
  [
    'src/redux/contract.ts',
    "import type * as store from './store'\nexport type T = typeof store",
    'contract-imports-more'
  ],
  [
    'src/utility/loop-a.__planted__.ts',
    "import './loop-b.__planted__'",
    'no-circular',
    [['src/utility/loop-b.__planted__.ts', "import './loop-a.__planted__'"]]
  ]
]

const allowed = [
  [
    'src/@fake-db/contract.__planted__.ts',
    "import '@/utility/auth/contract'\nimport '../views/search/contract'\nimport '@/utility/http'"
  ],
  ['src/views/search/screen.__planted__.test.ts', "import '@fake-db'\nimport '@tests/sessions'"],
  [
    'src/views/apps/user/own.__planted__.ts',
    "import './api'\nimport '@/views/apps/user/api'\nimport '@core/components/Avatar'"
  ],
  ['src/views/ui/elements/same-area.__planted__.ts', "import '../components/app'"],
  [
    'src/views/dashboard/widgets.__planted__.ts',
    "import '@widgets/cards/DataCard'\nimport '@widgets/cards/lazyCard'"
  ],
  [
    'src/views/apps/roles/widget.__planted__.ts',
    "import '@widgets/user/UserCell'\nimport '../../../widgets/cards/api'"
  ],
  [
    'src/widgets/cards/below.__planted__.ts',
    "import '@core/components/Avatar'\nimport '@/utility/format'\nimport '@/redux/api'\nimport '@/configs/i18n'\nimport '../user/UserCell'"
  ],
  ['server/mock.__planted__.ts', "import '@fake-db/route'\nimport '../src/@fake-db/options'"],
  ['src/@fake-db/pages/widget.__planted__.ts', "import '@widgets/cards/contract'"]
]

const files = [...forbidden.flatMap(([file, source, , extra = []]) => [[file, source], ...extra]), ...allowed]

function plant() {
  const taken = files.filter(([file]) => existsSync(join(root, file)))
  if (taken.length > 0) throw new Error(`Refusing to overwrite: ${taken.map(([file]) => file).join(', ')}`)
  for (const [file, source] of files) {
    writeFileSync(join(root, file), `// planted by scripts/check-import-rules.mjs; delete me\n${source}\n`)
  }
}

function cleanUp() {
  for (const [file] of files) rmSync(join(root, file), { force: true })
}

function cruise() {
  const bin = join(root, 'node_modules/dependency-cruiser/bin/dependency-cruise.mjs')
  const args = [
    '--config',
    '.dependency-cruiser.cjs',
    '--output-type',
    'json',
    ...files.map(([file]) => file)
  ]
  const run = spawnSync(process.execPath, [bin, ...args], {
    cwd: root,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024
  })
  if (!run.stdout) throw new Error(`dependency-cruiser gave no output: ${run.stderr}`)
  return JSON.parse(run.stdout).summary.violations.map((v) => ({ from: v.from, rule: v.rule.name }))
}

let violations
plant() // refuses before writing anything if a planted path already exists
process.on('SIGINT', () => {
  cleanUp()
  process.exit(130)
})
try {
  violations = cruise()
} finally {
  cleanUp()
}

// A loop counts as caught whichever of its files dependency-cruiser names.
const caught = forbidden.filter(([file, , rule, extra = []]) =>
  violations.some((v) => v.rule === rule && [file, ...extra.map(([other]) => other)].includes(v.from))
)
const missed = forbidden.filter((entry) => !caught.includes(entry))
const falseAlarms = violations.filter((v) => allowed.some(([file]) => file === v.from))
for (const [file, source, rule] of missed) console.log(`MISSED  ${rule}: ${file}: ${source.split('\n')[0]}`)
for (const { from, rule } of falseAlarms) console.log(`FALSE ALARM  ${rule}: ${from}`)
console.log(
  `${forbidden.length} planted, ${caught.length} caught; ` +
    `${allowed.length} allowed controls, ${falseAlarms.length} false alarms`
)
process.exitCode = missed.length === 0 && falseAlarms.length === 0 ? 0 : 1
