// `npm run licences`: every production dependency installed must have a permissive licence (scripts/licences).
/* global process, console */
import { createRequire } from 'node:module'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { isPermissive } from './licences/allowed.mjs'

const require = createRequire(import.meta.url)
const checker = require('license-checker-rseidelsohn')
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')

checker.init({ start: root, production: true, excludePrivatePackages: true }, (error, packages) => {
  if (error) {
    console.error(`licences: could not read the installed packages: ${error.message}`)
    process.exit(1)
  }
  const refused = []
  const counts = new Map()
  for (const [name, info] of Object.entries(packages)) {
    // The checker joins several declared licences into an array and marks a licence read from a file with "*".
    const declared = [info.licenses ?? 'UNKNOWN'].flat().map((licence) => licence.replace(/\*$/, ''))
    const expression = declared.length > 1 ? declared.map((one) => `(${one})`).join(' AND ') : declared[0]
    counts.set(expression, (counts.get(expression) ?? 0) + 1)
    if (!isPermissive(expression)) refused.push(`${name}: ${expression}`)
  }
  const summary = [...counts].sort((a, b) => b[1] - a[1]).map(([licence, count]) => `${licence} ${count}`)
  console.log(`licences: ${Object.keys(packages).length} production packages (${summary.join(', ')})`)
  if (refused.length > 0) {
    console.error(`licences: not on the permissive allow-list (scripts/licences/allowed.mjs):`)
    for (const line of refused) console.error(`  ${line}`)
    process.exit(1)
  }
  console.log('licences: all permissive')
})
