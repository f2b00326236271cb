import { readFileSync } from 'node:fs'

/** The bench's medians at one CPU slow-down, by route path (`npm run bench:load` with BENCH_LOAD_JSON). */
export function benchFigures(file, cpu) {
  /** @type {{ path: string, cpu: number, runs: number, lcp: number | null, tbt: number | null, longestTask: number | null }[]} */
  const cells = JSON.parse(readFileSync(file, 'utf8'))
  return new Map(cells.filter((cell) => cell.cpu === cpu && cell.runs > 0).map((cell) => [cell.path, cell]))
}
