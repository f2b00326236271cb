import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { gzipSync } from 'node:zlib'
import { describe, expect, it } from 'vitest'
import { axeFindings } from '../../scripts/quality/axe.mjs'
import { benchFigures } from '../../scripts/quality/bench.mjs'
import { routeBytes } from '../../scripts/quality/bytes.mjs'

const scratch = () => mkdtempSync(path.join(tmpdir(), 'quality-'))

describe("CI's quality report", () => {
  it('reads the axe result per route and skin from both crawls, the worst visit of a route counting', () => {
    const log = path.join(scratch(), 'e2e.log')
    writeFileSync(
      log,
      [
        '  ✓ 12 [chromium] › crawl.spec.ts › /pages/faq light ltr 1440px (3.1s)',
        '[axe] /pages/faq light ltr 1440px serious=0 critical=0',
        '[axe] /pages/faq dark rtl ar 390px serious=2 critical=1 color-contrast(3)',
        '[axe] / light ltr 1440px serious=0 critical=0',
        '[axe] / light rtl 390px serious=1 critical=0 color-contrast(1)',
        'unrelated [axe] /x light ltr 1440px serious=9 critical=9 in a sentence'
      ].join('\n')
    )
    const found = axeFindings(log)
    expect(found.get('/pages/faq')).toEqual({ light: 0, dark: 3 })
    expect(found.get('/')).toEqual({ light: 1, dark: null })
    expect(found.has('/x')).toBe(false)
  })

  it('takes the bench medians at the CPU slow-down asked for, leaving out routes whose loads all failed', () => {
    const file = path.join(scratch(), 'bench.json')
    const cell = { lcp: 1200, tbt: 80, longestTask: 140 }
    writeFileSync(
      file,
      JSON.stringify([
        { path: '/login', cpu: 1, runs: 1, ...cell, lcp: 400 },
        { path: '/login', cpu: 4, runs: 1, ...cell },
        { path: '/apps/kanban', cpu: 4, runs: 0, lcp: null, tbt: null, longestTask: null }
      ])
    )
    const figures = benchFigures(file, 4)
    expect(figures.get('/login')).toMatchObject(cell)
    expect(figures.has('/apps/kanban')).toBe(false)
  })

  it("counts a route's own chunk and its first load (entry, its imports, their CSS) in gzip bytes", () => {
    const dist = scratch()
    mkdirSync(path.join(dist, '.vite'))
    const files = {
      'entry.js': 'e'.repeat(500),
      'shared.js': 's'.repeat(300),
      'page.js': 'p'.repeat(200),
      'page.css': 'c'.repeat(100)
    }
    for (const [file, text] of Object.entries(files)) writeFileSync(path.join(dist, file), text)
    const manifest = {
      'index.html': { file: 'entry.js', isEntry: true, imports: ['_shared'] },
      _shared: { file: 'shared.js' },
      'src/views/page.tsx': {
        file: 'page.js',
        src: 'src/views/page.tsx',
        imports: ['_shared'],
        css: ['page.css']
      }
    }
    writeFileSync(path.join(dist, '.vite', 'manifest.json'), JSON.stringify(manifest))
    const gzip = (file: keyof typeof files) => gzipSync(files[file], { level: 9 }).length
    const bytesOf = routeBytes(dist)
    expect(bytesOf('src/views/page.tsx')).toEqual({
      own: gzip('page.js') + gzip('page.css'),
      firstLoad: gzip('entry.js') + gzip('shared.js') + gzip('page.js') + gzip('page.css')
    })
    expect(bytesOf(null)).toEqual({ own: null, firstLoad: null })
  })
})
