#!/usr/bin/env node
// `npm run bench:transition`: how much a route change's view transition delays the new page's first paint.
// Clicks the menu between two apps whose code and data are already in, with and without reduced motion
// (no transition), and prints the median time from the click to the frame that first draws the new page.
// Flags: --no-build, --runs <n> (per mode and CPU rate, default 12), --cpu 1,4.

/* global console, document, performance, requestAnimationFrame */
import { buildUnlessSkipped, openSignedInPage, option } from './bench-load/cli.mjs'
import { median } from './bench-load/report.mjs'

const runs = Number(option('--runs') ?? 12)
const cpuRates = option('--cpu')?.split(',').map(Number) ?? [1, 4]
const pages = [
  { path: '/apps/todo', ready: '.todo-list .todo-item' },
  { path: '/apps/email', ready: '.nl-mail-row' }
]

buildUnlessSkipped()

/** Clicks the menu link; resolves with the time and the frames to the first frame that holds the new page's data. */
function clickAndTime({ href, ready }) {
  return new Promise((resolve) => {
    const link = document.querySelector(`.main-menu a.menu-link[href$="${href}"]`)
    const start = performance.now()
    let frames = 0
    link.click()
    const check = () => {
      frames += 1
      const element = document.querySelector(ready)
      if (element && element.getBoundingClientRect().height > 0)
        resolve({ ms: performance.now() - start, frames })
      else requestAnimationFrame(check)
    }
    requestAnimationFrame(check)
  })
}

const { url, page, cdp, close } = await openSignedInPage()
const hasTransitions = () => typeof document.startViewTransition === 'function'
let visits = 0

async function visit(target) {
  const time = await page.evaluate(clickAndTime, { href: target.path, ready: target.ready })
  // The next click waits until the cross-fade has ended.
  await page.waitForFunction(() => document.getAnimations().length === 0)
  visits += 1
  return time
}

await page.goto(url + pages[0].path)
await page.locator(pages[0].ready).first().waitFor()
console.log(`View transitions in this Chromium: ${await page.evaluate(hasTransitions)}`)
const rows = []
for (const cpu of cpuRates) {
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpu })
  const samples = { reduce: [], 'no-preference': [] }
  for (const motion of ['reduce', 'no-preference']) {
    await page.emulateMedia({ reducedMotion: motion })
    // Two visits first: both apps' code and data are in, and the menu has re-read the motion setting.
    for (let warm = 0; warm < 2; warm += 1) await visit(pages[(visits + 1) % 2])
    for (let run = 0; run < runs; run += 1) samples[motion].push(await visit(pages[(visits + 1) % 2]))
  }
  const figure = (motion, unit) => median(samples[motion].map((sample) => sample[unit]))
  rows.push({
    cpu,
    without: figure('reduce', 'ms'),
    withTransition: figure('no-preference', 'ms'),
    frames: figure('no-preference', 'frames') - figure('reduce', 'frames')
  })
}
await close()

console.log('\nRoute change: click to the new page first drawn (median of %d, todo <-> email):', runs)
// Frames, not milliseconds, are the measure: a frame drawn in software here can take several 16.7 ms slots.
for (const { cpu, without, withTransition, frames } of rows)
  console.log(
    `  ${cpu}x CPU: no transition ${without.toFixed(1)} ms, transition ${withTransition.toFixed(1)} ms; ` +
      `the transition draws the new page ${frames} frame(s) later`
  )
