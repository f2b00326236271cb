#!/usr/bin/env node
// `npm run bench:lighthouse`: Lighthouse's mobile preset on the built demo served with gzip, median of 3 per route,
// printed beside the targets. Flags: --no-build, --runs <n>, --only /a,/b, --save <dir> (each run's report as JSON). Not in CI: five routes take minutes.

/* global process, console, localStorage, URL */
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { loadavg, tmpdir } from 'node:os'
import path from 'node:path'
import lighthouse from 'lighthouse'
import { chromium } from 'playwright-core'
import { buildUnlessSkipped, option, root } from './bench-load/cli.mjs'
import { median, table } from './bench-load/report.mjs'
import { adminSession } from './bench-load/routes.mjs'
import { serve } from './bench-load/server.mjs'

const runs = Number(option('--runs') ?? 3)
const chromiumPath = '/usr/bin/chromium'
const port = 9333

/** Issue 48's Lighthouse targets: the performance score per route and the blocking time everywhere. */
const allRoutes = [
  { path: '/login', signedIn: false, score: 95 },
  { path: '/', signedIn: true, score: 90 },
  { path: '/dashboard/analytics', signedIn: true, score: 90 },
  { path: '/apps/user/list', signedIn: true, score: 90 },
  { path: '/apps/invoice/list', signedIn: true, score: 90 }
]
const maxBlocking = 200
const saveTo = option('--save')
const only = option('--only')?.split(',')
const routes = only ? allRoutes.filter((route) => only.includes(route.path)) : allRoutes

buildUnlessSkipped()
if (!existsSync(chromiumPath)) {
  console.error(`Chromium not found at ${chromiumPath}: sudo apt-get install -y chromium`)
  process.exit(1)
}

const server = await serve(path.join(root, 'dist'))
// A persistent context is the browser's default one, where Lighthouse opens its tab: the session written here is seen.
const profile = mkdtempSync(path.join(tmpdir(), 'lighthouse-'))
const context = await chromium.launchPersistentContext(profile, {
  executablePath: chromiumPath,
  args: ['--no-sandbox', '--disable-gpu', `--remote-debugging-port=${port}`]
})
const page = context.pages()[0] ?? (await context.newPage())
const cdp = await context.newCDPSession(page)

/** Every run starts cold: no cache, and the route's own sign-in state in storage. */
async function prepare(route) {
  await cdp.send('Network.clearBrowserCache')
  // A static file of the same origin: its storage, without booting the app.
  await page.goto(`${server.url}/favicon.svg`)
  await page.evaluate(
    (session) => {
      localStorage.clear()
      if (!session) return
      localStorage.setItem('userData', JSON.stringify(session.userData))
      localStorage.setItem('accessToken', session.accessToken)
      localStorage.setItem('refreshToken', session.refreshToken)
    },
    route.signedIn ? adminSession : null
  )
  await page.goto('about:blank')
}

const audits = {
  fcp: 'first-contentful-paint',
  lcp: 'largest-contentful-paint',
  tbt: 'total-blocking-time',
  tti: 'interactive',
  cls: 'cumulative-layout-shift'
}

console.log(
  `Lighthouse mobile preset, ${runs} runs a route; load average ${loadavg()
    .map((v) => v.toFixed(2))
    .join(' ')}`
)
const results = []
for (const route of routes) {
  const samples = []
  for (let run = 0; run < runs; run++) {
    await prepare(route)
    const { lhr } = await lighthouse(
      server.url + route.path,
      { port, logLevel: 'error', disableStorageReset: true },
      {
        extends: 'lighthouse:default',
        settings: { onlyCategories: ['performance', 'accessibility', 'best-practices'] }
      }
    )
    if (saveTo) {
      mkdirSync(saveTo, { recursive: true })
      const name = `${route.path.replaceAll('/', '_') || '_'}.${run + 1}.json`
      writeFileSync(path.join(saveTo, name), JSON.stringify(lhr))
    }
    const sample = {
      performance: lhr.categories.performance.score * 100,
      accessibility: lhr.categories.accessibility.score * 100,
      bestPractices: lhr.categories['best-practices'].score * 100
    }
    for (const [key, id] of Object.entries(audits)) sample[key] = lhr.audits[id].numericValue
    if (lhr.finalDisplayedUrl !== server.url + route.path)
      sample.landedOn = new URL(lhr.finalDisplayedUrl).pathname
    samples.push(sample)
  }
  results.push({ route, samples })
}
await context.close()
await server.close()
rmSync(profile, { recursive: true, force: true })

const ms = (value) => `${Math.round(value)}`
let missed = 0
table(
  ['route', 'perf', 'target', 'FCP', 'LCP', 'TBT', 'TTI', 'CLS', 'a11y', 'best', 'runs', 'verdict'],
  results.map(({ route, samples }) => {
    const m = (key) => median(samples.map((sample) => sample[key]))
    const held = m('performance') >= route.score && m('tbt') <= maxBlocking
    if (!held) missed++
    const landed = samples.find((sample) => sample.landedOn)?.landedOn
    return [
      route.path + (landed ? ` (landed on ${landed})` : ''),
      ms(m('performance')),
      `>=${route.score}`,
      ms(m('fcp')),
      ms(m('lcp')),
      ms(m('tbt')),
      ms(m('tti')),
      m('cls').toFixed(3),
      ms(m('accessibility')),
      ms(m('bestPractices')),
      samples.map((sample) => ms(sample.performance)).join('/'),
      held ? 'PASS' : 'MISS'
    ]
  }),
  ['l', 'r', 'r', 'r', 'r', 'r', 'r', 'r', 'r', 'r', 'l', 'l']
)
console.log(
  `Targets: the score above and blocking time (TBT) at most ${maxBlocking} ms; times in ms (simulated mobile).`
)
console.log(`${results.length - missed} of ${results.length} routes meet their targets.`)
