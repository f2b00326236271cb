import { loadDemoFiles } from './demoFiles'
import type { Demo, DemoModule } from './types'

const nameOf = (path: string) => path.slice(path.lastIndexOf('/') + 1).replace(/\.tsx?$/, '')

/**
 * Pairs each demo file with its own source, in the order given. A page calls it with two globs of
 * the same files, so the code a demo card shows is the code that runs, never a copy:
 *
 * ```ts
 * const demos = collectDemos(
 *   import.meta.glob<DemoModule>('./demos/*.tsx', { eager: true }),
 *   import.meta.glob<string>(['./demos/*.tsx', './*.ts'], { query: '?raw', import: 'default' }),
 *   ['Basic', 'Flush']
 * )
 * ```
 * The second glob may hold more than the demos: the page's helpers and styles a demo imports by a
 * relative path are shown beside it. A name in `order` with no file (or a demo left out of `order`)
 * is a mistake of the page and throws.
 */
export function collectDemos(
  modules: Record<string, DemoModule>,
  sources: Record<string, () => Promise<string>>,
  order: readonly string[]
): Demo[] {
  const byName = new Map(Object.entries(modules).map(([path, module]) => [nameOf(path), { module, path }]))
  const missing = [...byName.keys()].filter((name) => !order.includes(name))
  if (missing.length > 0) throw new Error(`Demo files not listed in the page's order: ${missing.join(', ')}`)
  return order.map((name) => {
    const found = byName.get(name)
    if (!found || !sources[found.path]) throw new Error(`No demo file named ${name}`)
    return { name, Component: found.module.default, files: () => loadDemoFiles(found.path, sources) }
  })
}
