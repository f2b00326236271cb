#!/usr/bin/env node
// `npm run bench`: bundle sizes against budgets, then handler and cold-load benchmarks; flags --no-build, --sizes,
// --runs <n> (cold-load runs, default 5), --cpu <rates> (CPU slow-downs, default 1,4), --only <paths> (cold loads of
// these routes only).

/* global process, console */
import { spawnSync } from 'node:child_process'
import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { gzipSync } from 'node:zlib'
import { table } from './bench-load/report.mjs'

import { routeBudgets } from './bench-budgets.mjs'
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const dist = path.join(root, 'dist')
const manifestPath = path.join(dist, '.vite', 'manifest.json')

const KB = 1000
const budgets = {
  entryJsGzip: 150 * KB,
  entryCssGzip: 45 * KB,
  // The route table, the English common strings and every route's preload list ride in the entry (130 routes);
  // 174.02 KB measured once blank pages start the mock at the first key or pointer press (+0.05 KB in the entry,
  // 170 KB less that sign-in loaded while idle).
  loginJsGzip: 174.5 * KB
}

const loginSrc = process.env.BENCH_LOGIN_SRC ?? 'src/views/pages/auth/Login.tsx'

/** If the entry contains one of these strings, the mock leaked into it. */
const mockMarkers = ['Email or Password is Invalid']

const args = new Set(process.argv.slice(2))
const failures = []

function run(command, commandArgs, options = {}) {
  return spawnSync(command, commandArgs, { cwd: root, env: process.env, ...options })
}

if (!args.has('--no-build')) {
  process.stdout.write('Building (npx vite build) ... ')
  const started = Date.now()
  const build = run('npx', ['vite', 'build'], {
    stdio: ['ignore', 'pipe', 'pipe'],
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024
  })
  if (build.status !== 0) {
    console.log('FAILED')
    console.log(`${build.stdout ?? ''}${build.stderr ?? ''}`.split('\n').slice(-60).join('\n'))
    process.exit(build.status ?? 1)
  }
  console.log(`done in ${((Date.now() - started) / 1000).toFixed(1)} s`)
}

if (!existsSync(manifestPath)) {
  console.error(
    `No manifest at ${path.relative(root, manifestPath)}: build with build.manifest on (vite.config.ts).`
  )
  process.exit(1)
}

/** @typedef {{file: string, src?: string, isEntry?: boolean, isDynamicEntry?: boolean, imports?: string[]}} Chunk */
/** @type {Record<string, Chunk & {dynamicImports?: string[], css?: string[]}>} */
const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'))

const sizeCache = new Map()
function sizeOf(file) {
  if (!sizeCache.has(file)) {
    const content = readFileSync(path.join(dist, file))
    sizeCache.set(file, { raw: content.length, gzip: gzipSync(content, { level: 9 }).length })
  }
  return sizeCache.get(file)
}

function staticClosure(keys) {
  const seen = new Set()
  const queue = [...keys]
  while (queue.length) {
    const key = queue.shift()
    if (seen.has(key) || !manifest[key]) continue
    seen.add(key)
    queue.push(...(manifest[key].imports ?? []))
  }
  return seen
}

function filesOf(keys) {
  const js = new Set()
  const css = new Set()
  for (const key of keys) {
    const chunk = manifest[key]
    if (chunk.file.endsWith('.js')) js.add(chunk.file)
    for (const file of chunk.css ?? []) css.add(file)
  }
  return { js, css }
}

function total(files) {
  let raw = 0
  let gzip = 0
  for (const file of files) {
    const size = sizeOf(file)
    raw += size.raw
    gzip += size.gzip
  }
  return { raw, gzip }
}

const minus = (set, other) => new Set([...set].filter((item) => !other.has(item)))

const kb = (bytes) => `${(bytes / KB).toFixed(1)} KB`
const kbOrDash = (bytes) => (bytes ? kb(bytes) : '-')
const chunkLabel = (file) => path.basename(file, '.js').replace(/-[\w-]{8}$/, '')
// Dependencies of dependencies too: imask comes with react-imask.
const lockfile = JSON.parse(readFileSync(path.join(root, 'package-lock.json'), 'utf8'))
const vendorLabels = new Set(
  Object.keys(lockfile.packages)
    .filter((key) => key.startsWith('node_modules/'))
    .map((key) =>
      key
        .slice(key.lastIndexOf('node_modules/') + 'node_modules/'.length)
        .replace('@', '')
        .replace('/', '-')
    )
)
function vendorChunks(files) {
  const perPackage = new Map()
  for (const file of files) {
    const label = chunkLabel(file)
    if (vendorLabels.has(label)) perPackage.set(label, (perPackage.get(label) ?? 0) + sizeOf(file).gzip)
  }
  return [...perPackage]
    .filter(([, gzip]) => gzip >= 2 * KB)
    .sort((a, b) => b[1] - a[1])
    .map(([label, gzip]) => `${label} ${kb(gzip)}`)
}

function check(label, value, budget) {
  const pass = value <= budget
  if (!pass) failures.push(`${label}: ${kb(value)} > ${kb(budget)}`)
  return { label, value: kb(value), budget: `<= ${kb(budget)}`, verdict: pass ? 'PASS' : 'FAIL' }
}

function checkTrue(label, pass, detail) {
  if (!pass) failures.push(`${label}: ${detail}`)
  return { label, value: detail, budget: '', verdict: pass ? 'PASS' : 'FAIL' }
}

const entryKeys = Object.keys(manifest).filter((key) => manifest[key].isEntry)
if (entryKeys.length === 0) {
  console.error('The manifest has no entry chunk.')
  process.exit(1)
}
const entryClosure = staticClosure(entryKeys)
const entryFiles = filesOf(entryClosure)
const entryJs = total(entryFiles.js)
const entryCss = total(entryFiles.css)

const routeKeys = Object.keys(manifest)
  // A demo's `?raw` source is text a demo card loads on "Show code", not a route.
  .filter(
    (key) =>
      manifest[key].isDynamicEntry &&
      manifest[key].src?.startsWith('src/views/') &&
      !manifest[key].src.endsWith('?raw')
  )
  .sort((a, b) => manifest[a].src.localeCompare(manifest[b].src))

const routeRows = []
const pulledRows = []
const checks = []
for (const key of routeKeys) {
  const chunk = manifest[key]
  const own = sizeOf(chunk.file)
  const ownCss = total(chunk.css ?? [])
  const extra = filesOf(minus(staticClosure([key]), entryClosure))
  const extraGzip = total(minus(extra.js, entryFiles.js)).gzip + total(minus(extra.css, entryFiles.css)).gzip
  routeRows.push([
    chunk.src.replace(/^src\/views\//, ''),
    kb(own.raw),
    kb(own.gzip),
    kbOrDash(ownCss.raw),
    kbOrDash(ownCss.gzip),
    kb(extraGzip)
  ])
  const vendors = vendorChunks(minus(extra.js, entryFiles.js))
  if (vendors.length) pulledRows.push([chunk.src.replace(/^src\/views\//, ''), vendors.join(', ')])
  const budget = routeBudgets.find((rule) => chunk.src.startsWith(rule.prefix))
  if (budget) checks.push(check(`route ${chunk.src} JS gzip`, own.gzip, budget.gzip * KB))
}

console.log('\nBundle sizes (gzip level 9, 1 KB = 1000 bytes)\n')
table(
  ['Chunk', 'JS raw', 'JS gzip', 'CSS raw', 'CSS gzip', '+ on navigation (gzip)'],
  [
    [
      `entry (index.html + ${entryFiles.js.size - 1} static imports)`,
      kb(entryJs.raw),
      kb(entryJs.gzip),
      kb(entryCss.raw),
      kb(entryCss.gzip),
      ''
    ],
    ...routeRows
  ],
  ['l', 'r', 'r', 'r', 'r', 'r']
)
if (routeRows.length === 0) console.log('(no route chunks under src/views/ in the manifest)')
console.log(
  '\n"+ on navigation": JS and CSS the route loads beyond the entry (its chunk and its static imports).'
)

console.log('\nVendor chunks each route pulls beyond the entry (gzip, per package, 2 KB and up)\n')
table(['Route', 'Vendor chunks'], pulledRows, ['l', 'l'])

console.log('\nEntry files\n')
table(
  ['File', 'Raw', 'gzip'],
  [...entryFiles.js, ...entryFiles.css]
    .map((file) => ({ file, ...sizeOf(file) }))
    .sort((a, b) => b.gzip - a.gzip)
    .map(({ file, raw, gzip }) => [file, kb(raw), kb(gzip)]),
  ['l', 'r', 'r']
)

checks.unshift(
  check('entry JS gzip', entryJs.gzip, budgets.entryJsGzip),
  check('entry CSS gzip', entryCss.gzip, budgets.entryCssGzip)
)

console.log('\nLogin page before first paint\n')
const loginKey = Object.keys(manifest).find((key) => manifest[key].src === loginSrc)
if (!loginKey) {
  checks.push(checkTrue('login page built', false, `${loginSrc} is not in the build`))
} else {
  const loginFiles = filesOf(staticClosure([...entryKeys, loginKey]))
  const loginJs = total(loginFiles.js)
  const loginCss = total(loginFiles.css)
  table(
    ['Page', 'JS raw', 'JS gzip', 'CSS raw', 'CSS gzip'],
    [
      [
        `login (${manifest[loginKey].src}) = entry + route chunk + its imports`,
        kb(loginJs.raw),
        kb(loginJs.gzip),
        kb(loginCss.raw),
        kb(loginCss.gzip)
      ]
    ],
    ['l', 'r', 'r', 'r', 'r']
  )
  checks.push(check('login first-load JS gzip', loginJs.gzip, budgets.loginJsGzip))
}

console.log('\nMock API (@fake-db) chunks\n')
const isMockKey = (key) =>
  manifest[key].src?.startsWith('src/@fake-db/') || path.basename(manifest[key].file).startsWith('@fake-db')
const mockKeys = Object.keys(manifest).filter(isMockKey)
const mockFiles = [...new Set(mockKeys.map((key) => manifest[key].file))]
if (mockFiles.length === 0) {
  console.log('(no @fake-db chunk in the manifest)')
} else {
  const mockRows = mockKeys.map((key) => {
    const size = sizeOf(manifest[key].file)
    return [manifest[key].src ?? key, manifest[key].file, kb(size.raw), kb(size.gzip)]
  })
  const mockTotal = total(mockFiles)
  mockRows.push(['total', '', kb(mockTotal.raw), kb(mockTotal.gzip)])
  table(['Source', 'File', 'JS raw', 'JS gzip'], mockRows, ['l', 'l', 'r', 'r'])
}

const mockInEntry = [...entryClosure].filter(
  (key) => manifest[key].src?.startsWith('src/@fake-db/') || isMockKey(key)
)
checks.push(
  checkTrue(
    'entry has no src/@fake-db chunk',
    mockInEntry.length === 0,
    mockInEntry.length ? mockInEntry.join(', ') : 'none in entry'
  )
)
const jsFilesInDist = Object.values(manifest)
  .map((chunk) => chunk.file)
  .filter((file) => file.endsWith('.js'))
for (const marker of mockMarkers) {
  const leaks = [...entryFiles.js].filter((file) =>
    readFileSync(path.join(dist, file), 'utf8').includes(marker)
  )
  const foundAnywhere = jsFilesInDist.some((file) =>
    readFileSync(path.join(dist, file), 'utf8').includes(marker)
  )
  const detail = leaks.length
    ? `found in ${leaks.join(', ')}`
    : foundAnywhere
      ? 'not in entry'
      : 'marker not found in any chunk (check inconclusive)'
  checks.push(checkTrue(`entry free of mock marker "${marker}"`, leaks.length === 0, detail))
}

// Its trusted-types policy name is a string minifiers keep.
{
  // The file name "dompurify-*.js" is in every route's preload list, so only a hook name of its code proves a leak.
  const marker = 'uponSanitizeElement'
  const leaks = [...entryFiles.js].filter((file) =>
    readFileSync(path.join(dist, file), 'utf8').includes(marker)
  )
  checks.push(
    checkTrue(
      'entry free of the sanitizer (DOMPurify)',
      leaks.length === 0,
      leaks.length ? `found in ${leaks.join(', ')}` : 'not in entry'
    )
  )
}

// `registerLanguage` is a property name of highlight.js's API, which minifiers keep.
{
  const marker = 'registerLanguage'
  const holders = routeKeys.filter((key) =>
    [...filesOf(staticClosure([key])).js].some((file) =>
      readFileSync(path.join(dist, file), 'utf8').includes(marker)
    )
  )
  const detail = holders.length
    ? `loaded with ${holders.map((key) => manifest[key].src).join(', ')}`
    : 'only on "Show code"'
  checks.push(checkTrue('highlighter (highlight.js) in no route or entry', holders.length === 0, detail))
}

console.log('\nBudgets\n')
table(
  ['Check', 'Value', 'Budget', 'Result'],
  checks.map((c) => [c.label, c.value, c.budget, c.verdict]),
  ['l', 'r', 'r', 'l']
)

if (!args.has('--sizes')) {
  console.log('\nHandler benchmarks (bench/*.bench.ts)\n')
  const bench = run('npx', ['vitest', 'run', '--config', 'bench/vitest.config.ts', '--passWithNoTests'], {
    stdio: 'inherit'
  })
  if (bench.status !== 0)
    failures.push(`handler benchmarks failed (vitest exit code ${bench.status ?? bench.signal})`)

  console.log('\nCold loads (scripts/bench-load.mjs, also `npm run bench:load`)\n')
  const runsAt = process.argv.indexOf('--runs')
  const runs = runsAt > 0 ? ['--runs', process.argv[runsAt + 1] ?? '5'] : []
  const cpuAt = process.argv.indexOf('--cpu')
  if (cpuAt > 0) runs.push('--cpu', process.argv[cpuAt + 1] ?? '1,4')
  const onlyAt = process.argv.indexOf('--only')
  if (onlyAt > 0) runs.push('--only', process.argv[onlyAt + 1] ?? '')
  const load = run(process.execPath, [path.join(root, 'scripts', 'bench-load.mjs'), '--no-build', ...runs], {
    stdio: 'inherit'
  })
  if (load.status !== 0) failures.push(`load benchmark failed (exit code ${load.status ?? load.signal})`)
}

console.log('')
if (failures.length) {
  console.log(`bench: FAIL (${failures.length})`)
  for (const failure of failures) console.log(`  - ${failure}`)
  process.exit(1)
}
console.log('bench: all budgets PASS')
