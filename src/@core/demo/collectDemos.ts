import type { Demo, DemoModule } from './types'

const nameOf = (path: string) => path.slice(path.lastIndexOf('/') + 1).replace(/\.tsx?$/, '')

/** Two globs of the same files, so the code a card shows is the code that runs; a name without a file throws. */
export function collectDemos(
  modules: Record<string, DemoModule>,
  sources: Record<string, () => Promise<string>>,
  order: readonly string[]
): Demo[] {
  const byName = new Map(
    Object.entries(modules).map(([path, module]) => [nameOf(path), { module, source: sources[path] }])
  )
  const missing = [...byName.keys()].filter((name) => !order.includes(name))
  if (missing.length > 0) throw new Error(`Demo files not listed in the page's order: ${missing.join(', ')}`)
  return order.map((name) => {
    const found = byName.get(name)
    if (!found?.source) throw new Error(`No demo file named ${name}`)
    return { name, Component: found.module.default, source: found.source }
  })
}
