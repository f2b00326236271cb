#!/usr/bin/env node
// CI's quality report: writes <dist>/quality.json from what this run measured (the crawl's axe lines, the bench's
// cold loads, the build's bytes) for the /quality page. Flags: --dist, --axe-log <file>, --bench-json <file>.

/* global process, console */
import { execFileSync } from 'node:child_process'
import { existsSync, statSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { routeBudgets } from '../bench-budgets.mjs'
import { root } from '../viteRunner.mjs'
import { axeFindings } from './axe.mjs'
import { loadBudgets } from './budgets.mjs'
import { benchFigures } from './bench.mjs'
import { routeBytes } from './bytes.mjs'
import { registeredRoutes } from './routes.mjs'
import { coveringTests } from './tests.mjs'

const argv = process.argv.slice(2)
const option = (name, fallback) => (argv.includes(name) ? argv[argv.indexOf(name) + 1] : fallback)
const dist = path.resolve(root, option('--dist', 'dist'))
const axeLog = path.resolve(root, option('--axe-log', '.quality/e2e.log'))
const benchJson = path.resolve(root, option('--bench-json', '.quality/bench-load.json'))

// Figures only from the run that made this build: an input older than the build is from another run.
const builtAt = statSync(path.join(dist, 'index.html')).mtimeMs
for (const input of [axeLog, benchJson]) {
  if (!existsSync(input))
    throw new Error(`${path.relative(root, input)} is missing: run the browser tests and the bench first`)
  if (statSync(input).mtimeMs < builtAt)
    throw new Error(
      `${path.relative(root, input)} is older than ${path.relative(root, dist)}: not from this build`
    )
}

const axe = axeFindings(axeLog)
const loads = benchFigures(benchJson, 4)
const bytesOf = routeBytes(dist)
const testsOf = coveringTests(root)
const routes = (await registeredRoutes(root)).map((route) => {
  const bytes = bytesOf(route.src)
  const budget = route.src && routeBudgets.find((rule) => route.src.startsWith(rule.prefix))
  const load = loads.get(route.link) ?? loads.get(route.path)
  return {
    path: route.path,
    link: route.link,
    area: route.area,
    axe: axe.get(route.link) ?? { light: null, dark: null },
    ownBytes: bytes.own,
    firstLoadBytes: bytes.firstLoad,
    ownBudgetBytes: budget ? budget.gzip * 1000 : null,
    lcp: load?.lcp ?? null,
    tbt: load?.tbt ?? null,
    longestTask: load?.longestTask ?? null,
    tests: testsOf(route)
  }
})

const git = (...args) => execFileSync('git', args, { cwd: root, encoding: 'utf8' }).trim()
const report = {
  commit: git('rev-parse', 'HEAD'),
  date: new Date().toISOString(),
  budgets: loadBudgets,
  routes
}
const out = path.join(dist, 'quality.json')
writeFileSync(out, `${JSON.stringify(report)}\n`)

const counted = (pick) => routes.filter((route) => pick(route) !== null).length
console.log(
  `${path.relative(root, out)}: ${routes.length} routes, axe in both skins for ` +
    `${routes.filter((route) => route.axe.light !== null && route.axe.dark !== null).length}, bytes for ` +
    `${counted((route) => route.ownBytes)}, cold loads for ${counted((route) => route.lcp)}; commit ${report.commit.slice(0, 12)}`
)
