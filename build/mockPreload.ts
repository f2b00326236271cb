import type { Plugin, Rollup } from 'vite'

type ResolveDependencies = (file: string, deps: string[], context: { hostId: string }) => string[]

/**
 * The mock's twenty handler chunks, and the contracts they share with pages, are preloaded with the mock chunk
 * itself: requested when the mock is, they are there when it imports them, so splitting it costs no round trip.
 */
export function mockPreload(mockEntry = 'src/@fake-db/index.ts'): {
  plugin: Plugin
  resolveDependencies: ResolveDependencies
} {
  let bundle: Rollup.OutputBundle = {}
  const chunk = (fileName: string) => {
    const output = bundle[fileName]
    return output?.type === 'chunk' ? output : undefined
  }
  const isMock = (fileName: string) => chunk(fileName)?.facadeModuleId?.endsWith(mockEntry) === true
  const staticClosure = (fileName: string, into = new Set<string>()): Set<string> => {
    if (into.has(fileName) || !chunk(fileName)) return into
    into.add(fileName)
    for (const imported of chunk(fileName)!.imports) staticClosure(imported, into)
    return into
  }
  return {
    plugin: {
      name: 'nordlight:mock-preload',
      apply: 'build',
      generateBundle: {
        order: 'pre',
        handler(_options, output) {
          bundle = output
        }
      }
    },
    resolveDependencies(file, deps, { hostId }) {
      if (isMock(file)) {
        const handlers = new Set(
          chunk(file)!.dynamicImports.flatMap((handler) => [...staticClosure(handler)])
        )
        const loaded = new Set([...staticClosure(hostId), ...staticClosure(file)])
        return [...deps, ...[...handlers].filter((dep) => !loaded.has(dep))]
      }
      // Preloaded with the mock above: the import needs no link of its own.
      if (isMock(hostId)) return []
      return deps
    }
  }
}
