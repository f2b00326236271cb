/** Rolldown's runtime chunk: the entry imports it, so it is always loaded before any other chunk. */
const loadedWithEntry = /(^|\/)rolldown-runtime-[\w-]+\.js$/

/**
 * What a dynamic import preloads: its chunk's own imports, less the runtime. A chunk that needs nothing else
 * (a locale file) gets no list: `import()` fetches it, and its name stays out of the entry's preload table.
 */
export function preloadList(file: string, deps: string[]): string[] {
  const needed = deps.filter((dep) => !loadedWithEntry.test(dep))
  return needed.length === 1 && needed[0] === file ? [] : needed
}
