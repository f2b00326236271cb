import { existsSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { missingImports, read, remove, walk } from './files.mjs'

const mockDir = 'src/@fake-db'
// What sets the mock up when it loads; main.tsx imports it beside the mock.
const mockBootFile = 'src/mockBoot.ts'
// The same route table over HTTP, with its own Node tsconfig.
const serverDir = 'server'
const serverTsconfig = 'tsconfig.server.json'
const newAppFiles = [
  'scripts/new-app.mjs',
  'scripts/new-app.d.mts',
  'scripts/new-app',
  'tests/unit/newApp.test.ts'
]

// Tooling that can serve the mock: the scripts, the browser tests' configs and the test helpers.
const tooling = (target) => [
  ...walk(target, 'scripts'),
  ...walk(target, 'tests').filter((file) => !/\.test\.tsx?$/.test(file)),
  ...walk(target).filter((file) => /^[^/]+\.config\.ts$/.test(file) && file !== 'vite.config.ts')
]

/** Tooling that names the mock, or tooling that went with it, goes too (the mock's HTTP server, its docs...). */
function dropMockTooling(target) {
  const gone = ['@fake-db', `${serverDir}/main.ts`]
  const removed = []
  for (;;) {
    // Named outright, or imported by a relative path from a file already removed.
    const users = tooling(target).filter(
      (file) =>
        gone.some((name) => read(target, file).includes(name)) ||
        (/\.[mc]?[jt]s$/.test(file) && missingImports(target, file).length > 0)
    )
    if (users.length === 0) return removed
    for (const file of users) {
      remove(target, file)
      removed.push(file)
      gone.push(file)
    }
  }
}

export const handlersFile = 'src/@fake-db/allHandlers.ts'

/** allHandlers.ts without the handler lists whose modules are gone (their import and their entry). */
export function withoutMissingHandlers(source, missing) {
  const gone = new Set(
    source.split('\n').flatMap((line) => {
      const imported = /^import \{ handlers as (\w+) \} from '([^']+)'$/.exec(line)
      return imported && missing.includes(imported[2]) ? [imported[1]] : []
    })
  )
  return source
    .split('\n')
    .filter((line) => {
      const imported = /^import \{ handlers as (\w+) \}/.exec(line)
      const entry = /^ {2}\.{3}(\w+),?$/.exec(line)
      return !(imported && gone.has(imported[1])) && !(entry && gone.has(entry[1]))
    })
    .join('\n')
    .replace(/,\n\]/, '\n]')
}

/** main.tsx without the line that boots the mock. */
export const withoutMockBoot = (source) =>
  source
    // `if (env.mockApi) …` with an `else`: the else's statement stays, unconditional.
    .replace(/^( *)if \(env\.mockApi\) .*\n((?: *\/\/.*\n)*) *else (.*\n)/m, '$2$1$3')
    .replace(/^ *if \(env\.mockApi\) .*\n/m, '')

/** .env with the mock switched off: the template's lines about the mock (its delay included) would mislead. */
export const withMockOff = () =>
  [
    '# Generated with --no-mock: there is no mock API; every call goes to your backend at VITE_API_BASE_URL.',
    'VITE_MOCK_API=false',
    "# Your backend's address, e.g. https://api.example.com (empty: the origin that serves the app).",
    'VITE_API_BASE_URL=',
    ''
  ].join('\n')

/** vite.config.ts without the test setup files that are gone. */
export const withoutMissingSetup = (source, exists) =>
  source.replace(/'(tests\/[^']+)',? ?/g, (entry, file) => (exists(file) ? entry : ''))

/** A config without its mentions of the server folder and its tsconfig. */
export const withoutServer = (source) =>
  source
    .replace(/ && tsc --noEmit -p tsconfig\.server\.json/g, '')
    .replace(/ server --config/g, ' --config')
    .replace(/^\s*"server(\/[^"]*)?",\n/gm, '')
    .replace(/'server\/\*\*\/\*\.test\.ts', /g, '')

const rewrite = (target, file, change) => {
  const full = path.join(target, file)
  if (existsSync(full)) writeFileSync(full, change(read(target, file)))
}

/**
 * Takes the mock out: src/@fake-db and src/mockBoot.ts, its HTTP server (server/), the line of main.tsx that boots it (TypeScript's unused fix then removes what
 * only that line used), VITE_MOCK_API, and the tooling that served it. Returns the files it removed.
 */
export function removeMock(target) {
  remove(target, mockDir)
  remove(target, mockBootFile)
  remove(target, serverDir)
  remove(target, serverTsconfig)
  // `npm run new:app` writes an area with its mock: without a mock there is no such area to write.
  for (const file of newAppFiles) remove(target, file)
  rewrite(target, 'package.json', (source) => source.replace(/^ *"new:app": .*\n/m, ''))
  for (const file of ['package.json', 'tsconfig.json', 'knip.jsonc', 'vite.config.ts'])
    rewrite(target, file, withoutServer)
  rewrite(target, 'src/main.tsx', withoutMockBoot)
  rewrite(target, '.env', withMockOff)
  const removed = dropMockTooling(target)
  rewrite(target, 'vite.config.ts', (source) =>
    withoutMissingSetup(source, (file) => existsSync(path.join(target, file)))
  )
  return removed
}
