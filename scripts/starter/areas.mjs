import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'

export const areasFile = 'src/views/areas.ts'

// Always in a starter besides the shell: sign-in pages, access control and the misc pages (404, 401...).
const coreAreas = ['pages/auth', 'access-control', 'misc']

const importLine = /^import \{ (\w+) \} from '\.\/(.+)\/app'$/

/** The route paths an area's routes.contract.ts declares: string literals, or a template's start, from "/". */
export function routePathsOf(source) {
  return [...source.matchAll(/['`](\/[^'`$]*)/g)].map((match) => match[1])
}

/**
 * Every area registered in areas.ts: `key` names it on the command line (user, pages/blog), `dir` is its folder,
 * `core` is kept in every starter (the core areas and the one that owns the home page "/").
 */
export function readAreas(root) {
  const lines = readFileSync(path.join(root, areasFile), 'utf8').split('\n')
  return lines.flatMap((line) => {
    const match = importLine.exec(line)
    if (!match) return []
    const [, name, folder] = match
    const dir = `src/views/${folder}`
    const contract = path.join(root, dir, 'routes.contract.ts')
    const paths = existsSync(contract) ? routePathsOf(readFileSync(contract, 'utf8')) : []
    const key = folder.replace(/^apps\//, '')
    return [{ name, key, dir, paths, core: coreAreas.includes(folder) || paths.includes('/') }]
  })
}

/** areas.ts with only the kept areas' imports and list entries. */
export function keepInAreasFile(source, dropped) {
  const names = new Set(dropped.map((area) => area.name))
  return source
    .split('\n')
    .filter((line) => {
      const imported = importLine.exec(line)
      if (imported) return !names.has(imported[1])
      const entry = /^ {2}(\w+),?$/.exec(line)
      return !(entry && names.has(entry[1]))
    })
    .join('\n')
    .replace(/,(\n\])/, '$1')
}
