import path from 'node:path'
import type { Plugin } from 'vite'

/** Rolldown names a shared chunk after one of its modules; a vendor chunk takes its biggest package's name. */

function packageOf(id: string): string | null {
  const match = /[\\/]node_modules[\\/]((?:@[^\\/]+[\\/])?[^\\/]+)/.exec(id)
  return match ? match[1].replace('\\', '/') : null
}

interface NamedChunk {
  name: string
  moduleIds: readonly string[]
  isEntry: boolean
  isDynamicEntry: boolean
}

// Rolldown names the app's main shared chunk (and its stylesheet) after the project's folder: a fixed name instead
// keeps file names, and so the measured bytes, the same in every clone.
const folder = path.basename(process.cwd())
const appName = (name: string) => (name === folder ? 'app' : '[name]')

export function chunkNames(): {
  plugin: Plugin
  chunkFileNames: (chunk: NamedChunk) => string
  assetFileNames: (asset: { names: readonly string[] }) => string
} {
  const sizes = new Map<string, number>()
  const plugin: Plugin = {
    name: 'nordlight:chunk-names',
    apply: 'build',
    enforce: 'post',
    // Transformed size per module: near enough to rank a chunk's packages.
    transform(code, id) {
      sizes.set(id, code.length)
      return null
    }
  }
  const chunkFileNames = (chunk: NamedChunk) => {
    if (chunk.isEntry || chunk.isDynamicEntry) return 'assets/[name]-[hash].js'
    const bytes = new Map<string, number>()
    let total = 0
    for (const id of chunk.moduleIds) {
      const size = sizes.get(id) ?? 0
      total += size
      const owner = packageOf(id) ?? ''
      bytes.set(owner, (bytes.get(owner) ?? 0) + size)
    }
    const [owner, ownerBytes] = [...bytes].sort((a, b) => b[1] - a[1])[0] ?? ['', 0]
    const name =
      owner && ownerBytes * 2 > total ? owner.replace('@', '').replace('/', '-') : appName(chunk.name)
    return `assets/${name}-[hash].js`
  }
  const assetFileNames = ({ names }: { names: readonly string[] }) =>
    `assets/${appName(path.parse(names[0] ?? '').name)}-[hash][extname]`
  return { plugin, chunkFileNames, assetFileNames }
}
