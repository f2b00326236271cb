import { readdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { read, remove, walk } from './files.mjs'

const localesDir = 'src/locales'

/** The languages the template ships: its language table, not its folders (a language in progress has files). */
export const allLocales = (root) =>
  [...read(root, 'src/configs/i18n.ts').matchAll(/\{ code: '([a-z]{2})'/g)]
    .map((match) => match[1])
    .sort((a, b) => (a === 'en' ? -1 : b === 'en' ? 1 : 0))

/** Every written list of all languages (['en', 'fr', 'de', 'pt'], { code: 'de', ... }) narrowed to the kept ones. */
export function narrowLanguageLists(source, all, kept) {
  const dropped = all.filter((code) => !kept.includes(code))
  const narrowed = source.replace(/\[(?:\s*(['"])[a-z]{2}\1\s*,?)+\s*\]/g, (list) => {
    const codes = [...list.matchAll(/['"]([a-z]{2})['"]/g)].map((match) => match[1])
    if (codes.length !== all.length || !all.every((code) => codes.includes(code))) return list
    const quote = list.includes('"') ? '"' : "'"
    return `[${codes
      .filter((code) => kept.includes(code))
      .map((code) => `${quote}${code}${quote}`)
      .join(', ')}]`
  })
  return narrowed
    .split('\n')
    .filter((line) => !dropped.some((code) => line.trim().startsWith(`{ code: '${code}',`)))
    .join('\n')
    .replace(/,(\n\] as const)/, '$1')
}

/** A namespace stays while kept code names it: useTranslation('user'), 'user:titles.list', namespace: 'user'... */
export function usedNamespaces(sources, namespaces) {
  return namespaces.filter((ns) =>
    [
      `(useTranslation|getFixedT|loadNamespaces|getResourceBundle)\\([^)]*['"]${ns}['"]`,
      `['"\`]${ns}:[\\w.$]`,
      `(namespace|defaultNamespace|ns)( =|:) ['"]${ns}['"]`,
      `(uses|namespaces|ns): \\[[^\\]]*['"]${ns}['"]`,
      `/${ns}\\.json`
    ].some((pattern) => new RegExp(pattern).test(sources))
  )
}

/** Browser tests only name titles (a list of slow screens), never load a namespace. */
function sourcesOf(root) {
  return ['src', 'tests', 'scripts']
    .flatMap((dir) => walk(root, dir))
    .filter(
      (file) => !file.startsWith(localesDir) && !file.startsWith('tests/e2e') && /\.(tsx?|mjs)$/.test(file)
    )
    .map((file) => read(root, file))
    .join('\n')
}

/** Drops the languages not chosen and the namespaces nothing uses any more; returns the files it rewrote. */
export function pruneLocales(root, all, kept) {
  const folders = readdirSync(path.join(root, localesDir))
  for (const code of folders.filter((code) => !kept.includes(code))) remove(root, path.join(localesDir, code))
  const rewritten = []
  for (const file of [...walk(root, 'src'), ...walk(root, 'tests'), 'index.html']) {
    if (!/\.(tsx?|html)$/.test(file)) continue
    const source = read(root, file)
    const narrowed = narrowLanguageLists(source, all, kept)
    if (narrowed !== source) {
      writeFileSync(path.join(root, file), narrowed)
      rewritten.push(file)
    }
  }
  const namespaces = readdirSync(path.join(root, localesDir, 'en')).map((file) => file.replace(/\.json$/, ''))
  const used = usedNamespaces(sourcesOf(root), namespaces)
  for (const ns of namespaces.filter((name) => !used.includes(name))) {
    for (const code of kept) remove(root, path.join(localesDir, code, `${ns}.json`))
  }
  return { rewritten, namespaces: used }
}
