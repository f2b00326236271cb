import path from 'node:path'

const usage = 'Usage: npm run starter -- <target-dir> [--apps user,invoice] [--locales en,fr] [--no-mock]'

/** @typedef {{ target: string, apps: string[], locales: string[], mock: boolean }} StarterOptions */

const list = (value) =>
  value
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean)

/** @returns {StarterOptions} */
export function parseStarterArgs(argv) {
  const options = { target: '', apps: ['user'], locales: ['en'], mock: true }
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]
    const [flag, inline] = arg.split(/=(.*)/s)
    if (flag === '--no-mock') options.mock = false
    else if (flag === '--apps' || flag === '--locales') {
      const value = inline ?? argv[++i]
      if (!value || value.startsWith('--')) throw new Error(`${flag} needs a comma-separated list\n${usage}`)
      options[flag.slice(2)] = list(value)
    } else if (arg.startsWith('-')) throw new Error(`Unknown option ${arg}\n${usage}`)
    else if (options.target)
      throw new Error(`One target directory only (got ${options.target} and ${arg})\n${usage}`)
    else options.target = arg
  }
  if (!options.target) throw new Error(`No target directory\n${usage}`)
  return options
}

/**
 * The areas the starter keeps: the core ones plus the chosen apps. An app is named by its folder under
 * src/views/apps (user), any other area by its folder under src/views (pages/blog).
 */
export function pickAreas(areas, apps) {
  const optional = areas.filter((area) => !area.core)
  const unknown = apps.filter((app) => !optional.some((area) => area.key === app))
  if (unknown.length > 0) {
    const known = optional.map((area) => area.key).join(', ')
    throw new Error(`Unknown app ${unknown.join(', ')}; choose from: ${known}`)
  }
  return areas.filter((area) => area.core || apps.includes(area.key))
}

/** English stays: it is the fallback language and the one bundled with the entry. */
export function pickLocales(all, locales) {
  const unknown = locales.filter((locale) => !all.includes(locale))
  if (unknown.length > 0)
    throw new Error(`Unknown locale ${unknown.join(', ')}; choose from: ${all.join(', ')}`)
  if (!locales.includes('en')) throw new Error('--locales must include en (the fallback language)')
  return all.filter((locale) => locales.includes(locale))
}

/** The target is outside the repository and empty (or missing). */
export function checkTarget(repoRoot, target, entries) {
  const relative = path.relative(path.resolve(repoRoot), path.resolve(target))
  if (!relative.startsWith('..') && !path.isAbsolute(relative)) {
    throw new Error(`The target ${target} is inside the repository; choose a directory outside it`)
  }
  if (entries.length > 0) throw new Error(`The target ${target} is not empty`)
}
