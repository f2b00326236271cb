#!/usr/bin/env node
// `npm run new:app <name> [-- --one <record>]` writes a working area: registration with its menu entry, contract,
// list screen, add panel, API hooks, its calls' words for docs/api.md, mock handler list with a named versioned store
// and seed, tests, and texts in every shipped language; then it lists what it wrote and what to edit to make the
// area your own.

/* global process, console */
import { spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import * as prettier from 'prettier'
import { api, app, contract, routesContract } from './new-app/contract.mjs'
import { namespaceTexts } from './new-app/locales.mjs'
import { data, handlers, handlersTest } from './new-app/mock.mjs'
import { namesOf } from './new-app/names.mjs'
import { addPanel, listScreen, screenTest } from './new-app/screens.mjs'
import { prose } from './new-app/prose.mjs'
import { addMenuTitles, registerArea, registerHandlers } from './new-app/wiring.mjs'

const usage = 'Usage: npm run new:app <name> [-- --one <record>] (e.g. purchase-orders --one purchase-order)'

function readArgs(argv) {
  const [name, ...rest] = argv
  if (!name || name.startsWith('-')) throw new Error(usage)
  const options = { one: undefined, root: path.resolve(fileURLToPath(import.meta.url), '../..'), docs: true }
  for (let i = 0; i < rest.length; i++) {
    if (rest[i] === '--one') options.one = rest[++i]
    else if (rest[i] === '--root') options.root = path.resolve(rest[++i])
    else if (rest[i] === '--no-docs') options.docs = false
    else throw new Error(`Unknown option ${rest[i]}\n${usage}`)
  }
  return { names: namesOf(name, options.one), ...options }
}

/** The code files of the new area, by path. */
export function areaFiles(names) {
  const { kebab, pascal, one } = names
  const view = `src/views/apps/${kebab}`
  const mock = `src/@fake-db/apps/${kebab}`
  return {
    [`${view}/routes.contract.ts`]: routesContract(names),
    [`${view}/contract.ts`]: contract(names),
    [`${view}/app.ts`]: app(names),
    [`${view}/api.ts`]: api(names),
    [`${view}/api.prose.ts`]: prose(names),
    [`${view}/${pascal}List.tsx`]: listScreen(names),
    [`${view}/Add${one.pascal}Panel.tsx`]: addPanel(names),
    [`${view}/${pascal}List.test.tsx`]: screenTest(names),
    [`${mock}/data.ts`]: data(names),
    [`${mock}/handlers.ts`]: handlers(names),
    [`${mock}/handlers.test.ts`]: handlersTest(names)
  }
}

/** Why the name cannot be used here, if it cannot: its folder, namespace or endpoint names are taken. */
function clash(root, names, languages) {
  const { kebab, camel, pascal, one } = names
  if (existsSync(path.join(root, 'src/views/apps', kebab))) return `src/views/apps/${kebab} exists`
  if (languages.some((language) => existsSync(path.join(root, `src/locales/${language}/${camel}.json`))))
    return `the namespace ${camel} exists`
  const endpointNames = new RegExp(`\\b(get${pascal}|add${one.pascal}): build\\.`)
  const apiFiles = readdirSync(path.join(root, 'src'), { recursive: true }).filter((file) =>
    /(^|\/)api\.ts$/.test(String(file))
  )
  const taken = apiFiles.find((file) =>
    endpointNames.test(readFileSync(path.join(root, 'src', file), 'utf8'))
  )
  return taken ? `src/${taken} already has get${pascal} or add${one.pascal}` : null
}

async function formatted(root, file, text) {
  const full = path.join(root, file)
  return prettier.format(text, { ...(await prettier.resolveConfig(full)), filepath: full })
}

async function main() {
  const { names, root, docs } = readArgs(process.argv.slice(2))
  const languages = readdirSync(path.join(root, 'src/locales')).sort()
  const refused = clash(root, names, languages)
  if (refused) throw new Error(`Cannot add "${names.kebab}": ${refused}.`)

  const files = areaFiles(names)
  for (const language of languages)
    files[`src/locales/${language}/${names.camel}.json`] = JSON.stringify(namespaceTexts(language, names))
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true })
    writeFileSync(path.join(root, file), await formatted(root, file, text))
  }
  const edited = [
    registerArea(root, names),
    registerHandlers(root, names),
    ...addMenuTitles(root, languages, names)
  ]
  for (const file of edited) {
    const full = path.join(root, file)
    writeFileSync(full, await formatted(root, file, readFileSync(full, 'utf8')))
  }
  if (docs) {
    const run = spawnSync('node', ['scripts/api-docs.mjs', '--no-reference'], { cwd: root, stdio: 'inherit' })
    if (run.status !== 0) throw new Error('npm run api:docs failed')
    edited.push('docs/api.md', 'docs/openapi.json')
  }

  const written = Object.keys(files)
  const code = written.filter((file) => !file.endsWith('.json'))
  console.log(
    `\nWrote ${written.length} files (${code.length} code, ${written.length - code.length} locale):`
  )
  for (const file of written) console.log(`  + ${file}`)
  console.log(`Added the area to ${edited.length} files:`)
  for (const file of edited) console.log(`  ~ ${file}`)
  console.log(`\nOpen http://localhost:5173/apps/${names.kebab}/list (npm run dev). To make it your own, edit the record in
contract.ts, then data.ts, handlers.ts, ${names.pascal}List.tsx, Add${names.one.pascal}Panel.tsx and the two tests,
and the texts in src/locales/<lng>/${names.camel}.json; then the calls' words in api.prose.ts and npm run api:docs.`)
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  main().catch((error) => {
    console.error(error instanceof Error ? error.message : error)
    process.exit(1)
  })
}
