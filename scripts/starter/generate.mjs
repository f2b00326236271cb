import { execFileSync } from 'node:child_process'
import { performance } from 'node:perf_hooks'
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync
} from 'node:fs'
import path from 'node:path'
import { areasFile, keepInAreasFile } from './areas.mjs'
import { narrowApiDocs } from './docs.mjs'
import { missingImports, read, remove, walk } from './files.mjs'
import { pruneLocales } from './locales.mjs'
import { handlersFile, removeMock, withoutMissingHandlers } from './mock.mjs'
import { starterReadme } from './readme.mjs'
import { createUnusedFixer } from './unused.mjs'

// Tooling of the template itself: its CI, its bench and quality report (they measure the demo routes), this generator
// and the agents' guide, which names them (the starter's README is its guide).
const templateOnly =
  /^(\.ci\/|bench\/|scripts\/(bench|starter|quality\/)|scripts\/ci-starter\.sh|tests\/unit\/(starter|agents|qualityReport)\.|AGENTS\.md$)/

const run = (cwd, command, args) => execFileSync(command, args, { cwd, stdio: 'pipe', encoding: 'utf8' })

function copyRepository(root, target) {
  const listed = run(root, 'git', ['ls-files', '--cached', '--others', '--exclude-standard', '-z'])
  for (const file of listed.split('\0').filter(Boolean)) {
    if (templateOnly.test(file) || !existsSync(path.join(root, file))) continue
    mkdirSync(path.dirname(path.join(target, file)), { recursive: true })
    copyFileSync(path.join(root, file), path.join(target, file))
  }
}

const prefixOf = (route) => route.split('/').slice(0, 3).join('/')

/** A test or spec of a dropped area: named after it, or visiting one of its routes (/charts, /apps/invoice...). */
function droppedSpecs(target, kept, dropped) {
  const names = new Set(dropped.flatMap((area) => [path.basename(area.dir), `${path.basename(area.dir)}s`]))
  const keptPrefixes = new Set(kept.flatMap((area) => area.paths).map(prefixOf))
  const paths = dropped
    .flatMap((area) => area.paths)
    .map(prefixOf)
    .filter((prefix) => prefix !== '/' && !keptPrefixes.has(prefix))
  return walk(target, 'tests')
    .concat(walk(target, 'src'), walk(target, 'server'))
    .filter((file) => /\.(spec|test)\.tsx?$/.test(file))
    .filter((file) => {
      const source = read(target, file)
      return names.has(path.basename(file, '.spec.ts')) || paths.some((route) => source.includes(`'${route}`))
    })
}

// A mock module (src/@fake-db/apps/<name>/) serves one area through its contract: it goes with that area.
const mockModule = /^src\/@fake-db\/(apps|pages)\/[^/]+/

/**
 * Mock modules and tests whose subject is gone go with it; any other file that lost an import is a bug.
 * Returns the files it removed.
 */
function dropOrphans(target) {
  const removed = []
  for (;;) {
    const broken = [...walk(target, 'src'), ...walk(target, 'tests')]
      .filter((file) => /\.tsx?$/.test(file))
      .filter((file) => missingImports(target, file).length > 0)
    if (broken.length === 0) return removed
    if (broken.includes(handlersFile)) {
      // The handler list of a removed mock module leaves the list with it.
      const missing = missingImports(target, handlersFile)
      writeFileSync(
        path.join(target, handlersFile),
        withoutMissingHandlers(read(target, handlersFile), missing)
      )
      continue
    }
    const orphan = (file) =>
      mockModule.test(file) || /\.(test|spec)\.tsx?$/.test(file) || file.startsWith('tests/')
    const untestable = broken.filter((file) => !orphan(file))
    if (untestable.length > 0) {
      const detail = untestable.map((file) => `${file}: ${missingImports(target, file).join(', ')}`)
      throw new Error(`Kept code imports removed code:\n${detail.join('\n')}`)
    }
    for (const file of broken) {
      remove(target, mockModule.exec(file)?.[0] ?? file)
      removed.push(file)
    }
  }
}

const snapshot = (target) =>
  new Map(
    walk(target)
      .filter((file) => /\.(tsx?|mjs|json)$/.test(file))
      .map((file) => [file, read(target, file)])
  )

/**
 * knip (the repository's own config) names the files, dependencies and exports nothing uses any more: remove
 * them and what only they used, repeat until it finds nothing. Returns the files it edited.
 */
function pruneUnused(target, fixer) {
  const edited = new Set()
  for (let round = 0; round < 8; round++) {
    const before = snapshot(target)
    try {
      const fixes = [
        'files,dependencies,exports,types',
        '--allow-remove-files',
        '--no-config-hints',
        '--no-progress'
      ]
      run(target, 'npx', ['knip', '--fix', '--fix-type', ...fixes])
    } catch {
      // knip exits non-zero while it reports anything; what it could fix is fixed.
    }
    const after = snapshot(target)
    const changed = [...after.keys()].filter((file) => before.get(file) !== after.get(file))
    if (changed.length === 0 && after.size === before.size) break
    const code = changed.filter((file) => /\.tsx?$/.test(file))
    for (const file of [...changed, ...fixer.removeUnusedDeclarations(code)]) edited.add(file)
  }
  return [...edited].filter((file) => existsSync(path.join(target, file)))
}

function removeEmptyDirs(target, dir = '.') {
  const full = path.join(target, dir)
  for (const entry of readdirSync(full, { withFileTypes: true })) {
    if (entry.isDirectory() && entry.name !== '.git') removeEmptyDirs(target, path.join(dir, entry.name))
  }
  if (dir !== '.' && readdirSync(full).length === 0) rmSync(full, { recursive: true })
}

function tidyPackage(target) {
  const file = path.join(target, 'package.json')
  const pkg = JSON.parse(readFileSync(file, 'utf8'))
  pkg.name = path
    .basename(path.resolve(target))
    .toLowerCase()
    .replace(/[^a-z0-9-]+/g, '-')
  for (const [name, command] of Object.entries(pkg.scripts)) {
    const files = [...command.matchAll(/(?:node|bash) (\S+)/g)].map((match) => match[1])
    if (files.some((script) => !existsSync(path.join(target, script)))) delete pkg.scripts[name]
  }
  writeFileSync(file, `${JSON.stringify(pkg, null, 2)}\n`)
}

/** ESLint's own fixes in the edited code: a variable whose setter went is now a constant. */
function fixLint(target, files) {
  const code = files.filter((file) => /\.tsx?$/.test(file))
  try {
    run(target, 'npx', ['eslint', '--fix', '--no-warn-ignored', ...code])
  } catch {
    // What it could not fix, the starter's own lint reports.
  }
}

/** Runs fn with the template's node_modules linked into the target, for knip, TypeScript and Prettier. */
function withTools(root, target, fn) {
  const link = path.join(target, 'node_modules')
  symlinkSync(path.join(root, 'node_modules'), link, 'dir')
  try {
    return fn()
  } finally {
    rmSync(link)
  }
}

/** Runs fn and adds its seconds to took[name]. */
function timed(took, name, fn) {
  const start = performance.now()
  try {
    return fn()
  } finally {
    took[name] = (took[name] ?? 0) + Math.round((performance.now() - start) / 100) / 10
  }
}

export function generate(root, target, { kept, dropped, locales, allLanguages, mock }) {
  const took = {}
  mkdirSync(target, { recursive: true })
  let specs = []
  timed(took, 'copy', () => {
    copyRepository(root, target)
    for (const area of dropped) remove(target, area.dir)
    writeFileSync(path.join(target, areasFile), keepInAreasFile(read(target, areasFile), dropped))
    specs = droppedSpecs(target, kept, dropped)
    for (const spec of specs) remove(target, spec)
    dropOrphans(target)
  })
  let leftOut = []
  withTools(root, target, () => {
    const fixer = createUnusedFixer(root, target)
    // Before knip: the route table is already the starter's once the dropped areas' mock modules are gone.
    const docs = timed(took, 'api docs', () => narrowApiDocs(target, run))
    if (!mock) {
      timed(took, 'mock', () => {
        const tooling = removeMock(target)
        fixer.removeUnusedDeclarations(['src/main.tsx'])
        leftOut = [...tooling, ...dropOrphans(target)].filter((file) => /\.test\.tsx?$/.test(file))
      })
    }
    const edited = timed(took, 'knip + unused', () => pruneUnused(target, fixer))
    removeEmptyDirs(target)
    const { rewritten, namespaces } = timed(took, 'locales', () =>
      pruneLocales(target, allLanguages, locales)
    )
    tidyPackage(target)
    const readme = starterReadme({ kept, dropped, locales, namespaces, mock, leftOut })
    writeFileSync(path.join(target, 'README.md'), readme)
    const touched = [areasFile, handlersFile, ...edited, ...rewritten, ...docs, 'package.json', 'README.md']
    if (!mock) touched.push('src/main.tsx', 'vite.config.ts')
    const existing = [...new Set(touched)].filter((file) => existsSync(path.join(target, file)))
    timed(took, 'eslint + prettier', () => {
      fixLint(target, existing)
      run(target, 'npx', ['prettier', '--write', '--log-level=warn', ...existing])
    })
  })
  const offline = ['--prefer-offline', '--no-audit', '--no-fund', '--ignore-scripts']
  timed(took, 'lockfile', () => run(target, 'npm', ['install', '--package-lock-only', ...offline]))
  return { specs, leftOut, took }
}
