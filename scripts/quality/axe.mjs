import { readFileSync } from 'node:fs'

// The crawls' line per check: "[axe] <route> <skin> <direction> [<language>] <width>px serious=N critical=M ...".
const axeLine = /^\[axe\] (\S+) (light|dark) (?:ltr|rtl) (?:[a-z]{2} )?\d+px serious=(\d+) critical=(\d+)/

/** Serious and critical findings per route and skin from the browser tests' output; a retry's line replaces the first. */
export function axeFindings(logFile) {
  /** @type {Map<string, { light: number | null, dark: number | null }>} */
  const found = new Map()
  const visits = new Map()
  for (const line of readFileSync(logFile, 'utf8').split('\n')) {
    const match = axeLine.exec(line.trim())
    if (!match) continue
    const [, route, skin, serious, critical] = match
    const count = Number(serious) + Number(critical)
    const entry = found.get(route) ?? { light: null, dark: null }
    // The shell is checked in several combinations: the worst visit counts.
    const seen = visits.get(`${route} ${skin}`) ?? 0
    entry[skin] = seen === 0 ? count : Math.max(entry[skin], count)
    visits.set(`${route} ${skin}`, seen + 1)
    found.set(route, entry)
  }
  return found
}
