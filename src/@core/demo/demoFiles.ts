import type { DemoFile } from './types'

type Sources = Record<string, () => Promise<string>>

const relativeImports = /(?:from|import)\s+['"](\.{1,2}\/[^'"]+)['"]/g
const extensions = ['', '.tsx', '.ts', '.scss', '/index.tsx', '/index.ts']

/** `./demos/../usePager` → `./usePager`: the glob's spelling of a path. */
function normalise(path: string): string {
  const parts: string[] = []
  for (const part of path.split('/')) {
    if (part === '.') continue
    if (part === '..' && parts.length > 0 && parts[parts.length - 1] !== '..') parts.pop()
    else parts.push(part)
  }
  const joined = parts.join('/')
  return joined.startsWith('/') || joined.startsWith('../') ? joined : `./${joined}`
}

function resolve(from: string, specifier: string, sources: Sources): string | undefined {
  const base = normalise(`${from.slice(0, from.lastIndexOf('/'))}/${specifier}`)
  return extensions.map((extension) => base + extension).find((path) => path in sources)
}

/** The file at `path` and, depth first, every file of `sources` it imports by a relative path. Imports
 *  from outside `sources` (packages, the kit) are not listed. */
export async function loadDemoFiles(path: string, sources: Sources): Promise<DemoFile[]> {
  const files: DemoFile[] = []
  const seen = new Set<string>()
  const visit = async (current: string) => {
    seen.add(current)
    const code = await sources[current]!()
    files.push({ path: current.replace(/^\.\//, ''), code })
    for (const [, specifier] of code.matchAll(relativeImports)) {
      const next = resolve(current, specifier!, sources)
      if (next && !seen.has(next)) await visit(next)
    }
  }
  await visit(path)
  return files
}
