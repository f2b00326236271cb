import type { Plugin, Rolldown } from 'vite'

type OutputChunk = Rolldown.OutputChunk

const forbidden = [
  { test: /[\\/]node_modules[\\/]zod[\\/]/, what: 'zod (a screen or the route table imports a schema)' },
  { test: /[\\/]src[\\/]@fake-db[\\/]/, what: 'the mock API' },
  {
    test: /[\\/]node_modules[\\/](react-select|react-day-picker|react-dropzone|@tiptap)[\\/]/,
    what: 'a heavy form library (a field imported from a module the entry loads)'
  }
]

/** What the page's first script loads before anything else: the entry and its static imports. */
function entryModules(bundle: Rolldown.OutputBundle): string[] {
  const chunks = new Map(
    Object.values(bundle)
      .filter((output): output is OutputChunk => output.type === 'chunk')
      .map((chunk) => [chunk.fileName, chunk])
  )
  const queue = [...chunks.values()].filter((chunk) => chunk.isEntry)
  const seen = new Set<OutputChunk>()
  for (let chunk = queue.pop(); chunk; chunk = queue.pop()) {
    if (seen.has(chunk)) continue
    seen.add(chunk)
    queue.push(...chunk.imports.flatMap((file) => chunks.get(file) ?? []))
  }
  return [...seen].flatMap((chunk) => chunk.moduleIds)
}

/** Fails the build when zod, the mock API or a heavy form library lands in the entry (loaded on every visit). */
export function entryGuard(): Plugin {
  return {
    name: 'nordlight:entry-guard',
    apply: 'build',
    generateBundle(_, bundle) {
      const modules = entryModules(bundle)
      const found = forbidden.flatMap(({ test, what }) => {
        const ids = modules.filter((id) => test.test(id))
        return ids.length > 0 ? [`${what}: ${ids.slice(0, 3).join(', ')}`] : []
      })
      if (found.length > 0) this.error(`The entry chunk holds ${found.join('; and ')}`)
    }
  }
}
