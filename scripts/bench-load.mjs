#!/usr/bin/env node
// `npm run bench:load`: cold loads in Chromium, printed; flags --no-build, --baseline <dist>, --runs, --only, --cpu 1,4.

/* global process, console */
import { spawnSync } from 'node:child_process'
import { existsSync, writeFileSync } from 'node:fs'
import { loadavg } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { chromium } from 'playwright-core'
import { buildFacts } from './bench-load/buildFacts.mjs'
import { argv, buildUnlessSkipped, option, root } from './bench-load/cli.mjs'
import { measureCssUse, unusedCssTarget } from './bench-load/cssUse.mjs'
import { measureLoad } from './bench-load/measure.mjs'
import { median, printLoadTable, printTargets, table } from './bench-load/report.mjs'
import { adminSession, blockingTargeted, routes as allRoutes, targets } from './bench-load/routes.mjs'
import { serve } from './bench-load/server.mjs'

const runs = Number(option('--runs') ?? 5)
const baseline = option('--baseline')
const only = option('--only')?.split(',')
const routes = only ? allRoutes.filter((route) => only.includes(route.path)) : allRoutes
const cpuRates = option('--cpu')?.split(',').map(Number) ?? [1, 4]
const lockFile = '/tmp/e2e.lock'
const chromiumPath = '/usr/bin/chromium'

buildUnlessSkipped()

// Measure under the shared browser lock: re-run this script through flock, without building again.
if (!process.env.BENCH_LOAD_LOCKED && existsSync('/usr/bin/flock')) {
  console.log(`Waiting for ${lockFile} ...`)
  const args = [
    lockFile,
    process.execPath,
    fileURLToPath(import.meta.url),
    ...argv.filter((arg) => arg !== '--no-build'),
    '--no-build'
  ]
  const locked = spawnSync('/usr/bin/flock', args, {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, BENCH_LOAD_LOCKED: '1' }
  })
  process.exit(locked.status ?? 1)
}

if (!existsSync(chromiumPath)) {
  console.error(`Chromium not found at ${chromiumPath}: sudo apt-get install -y chromium`)
  process.exit(1)
}

const builds = [{ label: baseline ? 'after' : 'this', dir: path.join(root, 'dist') }]
if (baseline) builds.unshift({ label: 'before', dir: path.resolve(baseline) })
for (const build of builds) build.server = await serve(build.dir)

const browser = await chromium.launch({
  executablePath: chromiumPath,
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
    '--disable-quic'
  ]
})

/** @type {Map<string, { build: string, route: string, cpu: number, samples: object[] }>} */
const cells = new Map()
for (const cpu of cpuRates)
  for (const route of routes)
    for (const build of builds) {
      cells.set(`${route.label}|${cpu}|${build.label}`, {
        build: build.label,
        route: route.label,
        cpu,
        samples: []
      })
    }

const started = Date.now()
try {
  // One discarded load per build: the first context of a browser pays for its own start-up.
  for (const build of builds)
    await measureLoad(browser, { baseUrl: build.server.url, route: routes[0], cpu: 1, session: adminSession })
  // Interleaved, so that drift on a shared machine spreads over every route and build alike.
  for (let run = 1; run <= runs; run++) {
    process.stdout.write(`\rRun ${run}/${runs} ...`)
    for (const cpu of cpuRates)
      for (const route of routes)
        for (const build of builds) {
          const cell = cells.get(`${route.label}|${cpu}|${build.label}`)
          try {
            const sample = await measureLoad(browser, {
              baseUrl: build.server.url,
              route,
              cpu,
              session: adminSession
            })
            cell.samples.push({ ...sample, load: loadavg()[0] })
          } catch (error) {
            // A load that never shows its data is reported, not fatal: the table shows fewer runs.
            cell.failures = (cell.failures ?? 0) + 1
            console.log(
              `\n${route.label} at ${cpu}x (${build.label}) failed: ${String(error).split('\n')[0]}`
            )
          }
        }
  }
  // One coverage load per route and build, after the timed ones: tracking rules would slow them.
  for (const route of routes)
    for (const build of builds) {
      const cell = cells.get(`${route.label}|${cpuRates[0]}|${build.label}`)
      try {
        cell.cssUse = await measureCssUse(browser, {
          baseUrl: build.server.url,
          route,
          session: adminSession
        })
      } catch (error) {
        console.log(`\n${route.label} (${build.label}) CSS coverage failed: ${String(error).split('\n')[0]}`)
      }
    }
} finally {
  await browser.close()
  for (const build of builds) await build.server.close()
}
console.log(`\rMeasured ${runs} interleaved runs in ${((Date.now() - started) / 1000).toFixed(0)} s\n`)

console.log(
  `Cold loads (Debian Chromium, headless, 1440x900, loopback with gzip); load average now ${loadavg()
    .map((value) => value.toFixed(2))
    .join(' ')}\n`
)
printLoadTable([...cells.values()])
printTargets(
  [...cells.values()],
  routes.map((route) => ({ ...route, targeted: blockingTargeted(route) })),
  targets
)

// CI's quality report (scripts/quality/collect.mjs) takes this build's medians from here.
if (process.env.BENCH_LOAD_JSON) {
  const medians = [...cells.values()]
    .filter((cell) => cell.build === builds.at(-1).label)
    .map(({ route, cpu, samples }) => ({
      path: routes.find((candidate) => candidate.label === route).path,
      cpu,
      runs: samples.length,
      lcp: median(samples.map((sample) => sample.lcp)),
      rowsAfterPaint: median(samples.map((sample) => sample.rows - sample.fcp)),
      tbt: median(samples.map((sample) => sample.tbt)),
      longestTask: median(samples.map((sample) => sample.longest))
    }))
  writeFileSync(process.env.BENCH_LOAD_JSON, `${JSON.stringify(medians, null, 2)}\n`)
}

console.log(
  `\nUnused CSS on the first screen (Chrome's coverage, until data and network idle; target <= ${unusedCssTarget * 100} %)\n`
)
table(
  ['Route', 'Build', 'Sheets', 'CSS KB', 'Used KB', 'Unused'],
  [...cells.values()]
    .filter((cell) => cell.cpu === cpuRates[0] && cell.cssUse)
    .map(({ route, build, cssUse: { sheets, total, used } }) => {
      const unused = total > 0 ? 1 - used / total : 0
      return [
        route,
        build,
        sheets,
        (total / 1000).toFixed(1),
        (used / 1000).toFixed(1),
        `${(unused * 100).toFixed(0)} % ${unused <= unusedCssTarget ? 'ok' : 'MISS'}`
      ]
    }),
  ['l', 'l', 'r', 'r', 'r', 'r']
)

console.log('\nBuild facts\n')
table(
  ['Build', 'Mock chunk', 'raw KB', 'gzip KB', 'axios copies'],
  builds.map((build) => {
    const facts = buildFacts(build.dir)
    return [
      build.label,
      facts.mockFile,
      (facts.mockRaw / 1000).toFixed(1),
      (facts.mockGzip / 1000).toFixed(1),
      facts.axiosCopies
    ]
  }),
  ['l', 'l', 'r', 'r', 'r']
)

// The yardstick: the dashboards' largest paint against the sign-in page's, same build and run.
const measuredBuild = builds.at(-1).label
const lcpOf = (label, cpu) =>
  median(cells.get(`${label}|${cpu}|${measuredBuild}`)?.samples.map((sample) => sample.lcp) ?? [])
const dashboards = routes.filter((route) => route.path === '/' || route.path === '/dashboard/analytics')
const measuresLogin = routes.some((route) => route.path === '/login')
if (measuresLogin && dashboards.length > 0) {
  console.log(`\nDashboards' LCP against /login's (${measuredBuild} build; target <= 1.2)\n`)
  table(
    ['Route', 'CPU', 'LCP ms', '/login ms', 'ratio'],
    dashboards.flatMap((route) =>
      cpuRates.map((cpu) => [
        route.label,
        `${cpu}x`,
        Math.round(lcpOf(route.label, cpu)),
        Math.round(lcpOf('/login', cpu)),
        (lcpOf(route.label, cpu) / lcpOf('/login', cpu)).toFixed(2)
      ])
    ),
    ['l', 'l', 'r', 'r', 'r']
  )
}

if (baseline && measuresLogin) {
  console.log('\n/login LCP, after / before (target <= 0.85)\n')
  const lcp = (cpu, build) => median(cells.get(`/login|${cpu}|${build}`).samples.map((sample) => sample.lcp))
  table(
    ['CPU', 'before ms', 'after ms', 'ratio'],
    cpuRates.map((cpu) => [
      `${cpu}x`,
      Math.round(lcp(cpu, 'before')),
      Math.round(lcp(cpu, 'after')),
      (lcp(cpu, 'after') / lcp(cpu, 'before')).toFixed(2)
    ]),
    ['l', 'r', 'r', 'r']
  )
}
