/** The few lines an area adds to shared files: its registration, its handler list, its menu title. */
import { readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'

const edit = (root, file, change) => {
  const full = path.join(root, file)
  const before = readFileSync(full, 'utf8')
  const after = change(before)
  if (after === before) throw new Error(`${file}: found no place for the new area`)
  writeFileSync(full, after)
  return file
}

/** After the last import and as the list's last entry: `import { xApp } from './apps/x/app'`, `  xApp`. */
export function addToList(source, importLine, entry) {
  const imports = [...source.matchAll(/^import .*$/gm)]
  const last = imports.at(-1)
  if (!last) return source
  const at = last.index + last[0].length
  const withImport = `${source.slice(0, at)}\n${importLine}${source.slice(at)}`
  return withImport.replace(/,?\n\]\n?$/, `,\n  ${entry}\n]\n`)
}

export function registerArea(root, { camel, kebab }) {
  return edit(root, 'src/views/areas.ts', (source) =>
    addToList(source, `import { ${camel}App } from './apps/${kebab}/app'`, `${camel}App`)
  )
}

export function registerHandlers(root, { camel, kebab }) {
  return edit(root, 'src/@fake-db/allHandlers.ts', (source) =>
    addToList(source, `import { handlers as ${camel} } from './apps/${kebab}/handlers'`, `...${camel}`)
  )
}

/** The menu title, a `common` key, in every shipped language. */
export function addMenuTitles(root, languages, { camel, label }) {
  return languages.map((language) =>
    edit(root, `src/locales/${language}/common.json`, (source) => {
      const common = JSON.parse(source)
      common.nav = { ...common.nav, [camel]: label }
      return `${JSON.stringify(common, null, 2)}\n`
    })
  )
}
