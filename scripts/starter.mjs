/* global process, console */
import { readdirSync, existsSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { readAreas } from './starter/areas.mjs'
import { generate } from './starter/generate.mjs'
import { allLocales } from './starter/locales.mjs'
import { checkTarget, parseStarterArgs, pickAreas, pickLocales } from './starter/options.mjs'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')

try {
  const options = parseStarterArgs(process.argv.slice(2))
  const target = path.resolve(options.target)
  checkTarget(root, target, existsSync(target) ? readdirSync(target) : [])
  const areas = readAreas(root)
  const kept = pickAreas(areas, options.apps)
  const allLanguages = allLocales(root)
  const locales = pickLocales(allLanguages, options.locales)
  const dropped = areas.filter((area) => !kept.includes(area))
  const { specs, leftOut, took } = generate(root, target, {
    kept,
    dropped,
    locales,
    allLanguages,
    mock: options.mock
  })
  console.log(`Starter written to ${target}`)
  console.log(`  areas: ${kept.map((area) => area.key).join(', ')}; languages: ${locales.join(', ')}`)
  console.log(`  tests and browser specs dropped with their areas: ${specs.length}`)
  if (!options.mock) console.log(`  tests left out because they need the mock API: ${leftOut.length}`)
  console.log(
    `  seconds: ${Object.entries(took)
      .map(([piece, seconds]) => `${piece} ${seconds}`)
      .join(', ')}`
  )
} catch (error) {
  console.error(error instanceof Error ? error.message : error)
  process.exit(1)
}
