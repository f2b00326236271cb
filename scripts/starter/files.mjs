import { existsSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs'
import path from 'node:path'

const aliases = [
  ['@fake-db', 'src/@fake-db/index.ts'],
  ['@fake-db/', 'src/@fake-db/'],
  ['@core/', 'src/@core/'],
  ['@widgets/', 'src/widgets/'],
  ['@tests/', 'tests/'],
  ['@/', 'src/']
]

/** Every file under dir (relative to root), skipping node_modules. */
export function walk(root, dir = '.') {
  const full = path.join(root, dir)
  if (!existsSync(full)) return []
  return readdirSync(full, { withFileTypes: true }).flatMap((entry) => {
    if (entry.name === 'node_modules' || entry.name === '.git') return []
    const relative = path.posix.join(dir, entry.name)
    return entry.isDirectory() ? walk(root, relative) : [relative]
  })
}

export const read = (root, file) => readFileSync(path.join(root, file), 'utf8')

export const remove = (root, file) => rmSync(path.join(root, file), { recursive: true, force: true })

function resolves(root, base) {
  const candidates = [base, `${base}.ts`, `${base}.tsx`, `${base}/index.ts`, `${base}/index.tsx`]
  return candidates.some((candidate) => {
    const full = path.join(root, candidate)
    return existsSync(full) && statSync(full).isFile()
  })
}

/** The module specifiers a source file imports (static, dynamic and re-exports) that no longer resolve. */
export function missingImports(root, file) {
  const source = read(root, file)
  const specifiers = [...source.matchAll(/(?:from|import\(|^import)\s*'([^']+)'/gm)].map((match) => match[1])
  return specifiers.filter((specifier) => {
    const alias = aliases.find(([prefix]) =>
      prefix.endsWith('/') ? specifier.startsWith(prefix) : specifier === prefix
    )
    let base
    if (alias) base = alias[1] + specifier.slice(alias[0].endsWith('/') ? alias[0].length : specifier.length)
    else if (specifier.startsWith('.')) base = path.posix.join(path.posix.dirname(file), specifier)
    else return false
    return !resolves(root, base.replace(/\?.*$/, ''))
  })
}
