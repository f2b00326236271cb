#!/usr/bin/env node
// `npm run bench:assistant`: the demo model's answer as a user sees it on /apps/assistant in the production build.
// Asks a question that makes one tool call, and prints the median time from Send to the first word of the answer on
// screen and the words per second until the answer is whole, at each CPU rate (Chromium's throttling).
// Flags: --no-build, --runs <n> (per CPU rate, default 5), --cpu 1,4.

/* global console, document, performance, MutationObserver */
import { buildUnlessSkipped, openSignedInPage, option } from './bench-load/cli.mjs'
import { median } from './bench-load/report.mjs'

const runs = Number(option('--runs') ?? 5)
const cpuRates = option('--cpu')?.split(',').map(Number) ?? [1, 4]
const question = 'How many users are there?'

buildUnlessSkipped()

/** Clicks Send; resolves with the times to the answer's first word and to its end, and its words. */
function sendAndTime() {
  return new Promise((resolve) => {
    const list = document.querySelector('ol[aria-label="Conversation"]')
    const answerText = () =>
      [...(list.lastElementChild?.querySelectorAll('.text-break > p.mb-2, .text-break > ul') ?? [])]
        .map((node) => node.textContent)
        .join(' ')
        .trim()
    const ended = () =>
      [...document.querySelectorAll('button')].some((node) => node.textContent === 'Regenerate')
    const start = performance.now()
    let first = 0
    const observer = new MutationObserver(() => {
      const text = answerText()
      if (!first && text) first = performance.now() - start
      if (first && ended()) {
        observer.disconnect()
        resolve({ first, whole: performance.now() - start, words: text.split(/\s+/).length })
      }
    })
    observer.observe(document.body, { childList: true, subtree: true, characterData: true })
    ;[...document.querySelectorAll('button[type="submit"]')]
      .find((node) => node.textContent === 'Send')
      .click()
  })
}

const { url, page, cdp, close } = await openSignedInPage()
const rows = []
try {
  for (const cpu of cpuRates) {
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpu })
    const samples = []
    for (let run = 0; run < runs; run++) {
      await page.goto(`${url}/apps/assistant`)
      await page.getByLabel('Your question').fill(question)
      samples.push(await page.evaluate(sendAndTime))
    }
    const first = median(samples.map((sample) => sample.first))
    const rate = median(samples.map(({ first: at, whole, words }) => (words - 1) / ((whole - at) / 1000)))
    rows.push({ cpu: `${cpu}x`, 'first word (ms)': Math.round(first), 'words/s': rate.toFixed(1), runs })
  }
  console.log(`"${question}" on /apps/assistant (demo model, browser mock), median of ${runs}:`)
  console.table(rows)
} finally {
  await close()
}
