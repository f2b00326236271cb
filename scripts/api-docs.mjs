#!/usr/bin/env node
// `npm run api:docs` writes docs/api.md and docs/openapi.json from the one route table, the contracts and each area's
// api.prose.ts; `--check` (npm run api:check) fails when a committed file differs from a fresh one. Both validate
// the OpenAPI document and fail on any error or warning of Spectral and Redocly; the first also writes the offline HTML reference docs/api-reference.html (not committed).
// `--fresh-examples` rewrites every example answer (kept otherwise while its request is unchanged: they hold dates
// relative to today). `--drop-unserved` (the starter) deletes the prose files none of whose calls the route table still holds.

/* global process, console, structuredClone */
import { spawnSync } from 'node:child_process'
import { rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { validate } from '@readme/openapi-parser'
import * as prettier from 'prettier'
import { lintDocument } from './openapi/lint.mjs'
import { root, startRunner } from './viteRunner.mjs'

const documentFile = 'docs/openapi.json'
const guideFile = 'docs/api.md'
const htmlTarget = path.join(root, 'docs', 'api-reference.html')
const check = process.argv.includes('--check')
// The starter generator rewrites only the documents: the HTML reference is not committed.
const withReference = !process.argv.includes('--no-reference')
const dropUnserved = process.argv.includes('--drop-unserved')

// The check lints the committed document while the fresh one is made: if they differ, the check fails anyway.
const started = Date.now()
const committedLint = check ? lintDocument(root, documentFile) : undefined
const { runner, close } = await startRunner()
let generated
let staleFiles
try {
  const { generate } = await runner.import('/scripts/openapi/generate.ts')
  ;({ staleFiles } = await runner.import('/scripts/openapi/stale.ts'))
  generated = await generate(process.argv.includes('--fresh-examples'))
} finally {
  await close()
}
const { document, guide, unserved, problems } = generated

if (problems.length > 0) {
  console.error(`The routes and their words disagree:\n  ${problems.join('\n  ')}`)
  process.exit(1)
}
const result = await validate(structuredClone(document))
if (!result.valid) {
  console.error(`${documentFile} is not a valid OpenAPI document:`, result.errors)
  process.exit(1)
}

async function formatted(file, text) {
  const full = path.join(root, file)
  return prettier.format(text, { ...(await prettier.resolveConfig(full)), filepath: full })
}

const texts = {
  [guideFile]: await formatted(guideFile, guide),
  [documentFile]: await formatted(documentFile, JSON.stringify(document))
}
const operations = Object.values(document.paths).reduce((sum, item) => sum + Object.keys(item).length, 0)

/** Exits when either linter finds an error or a warning; else says their counts. */
async function lint() {
  const reports = await (committedLint ?? lintDocument(root, documentFile))
  const counts = reports.map(({ name, errors, warnings }) => `${name} ${errors} errors, ${warnings} warnings`)
  const failed = reports.filter(({ problems }) => problems.length > 0)
  failed.forEach(({ name, problems }) =>
    console.error(`${name} on ${documentFile}:\n  ${problems.map(({ text }) => text).join('\n  ')}`)
  )
  if (failed.length > 0) process.exit(1)
  return counts.join('; ')
}

if (check) {
  const stale = staleFiles(root, texts)
  stale.forEach((message) => console.error(message))
  if (stale.length > 0) process.exit(1)
  const linted = await lint()
  const seconds = ((Date.now() - started) / 1000).toFixed(1)
  console.log(
    `${guideFile} and ${documentFile} are up to date; the document is valid (${operations} operations); ${linted} (${seconds} s).`
  )
  process.exit(0)
}

for (const [file, text] of Object.entries(texts)) writeFileSync(path.join(root, file), text)
if (dropUnserved) for (const file of unserved) rmSync(path.join(root, file))
else if (unserved.length > 0) console.log(`Left out (no registered call): ${unserved.join(', ')}`)
const kb = (text) => `${(text.length / 1000).toFixed(0)} KB`
console.log(
  `Wrote ${guideFile} (${kb(texts[guideFile])}) and ${documentFile}: ${operations} operations, ${kb(texts[documentFile])}, valid; ${await lint()}.`
)
if (!withReference) process.exit(0)
const reference = spawnSync(
  'npx',
  [
    'redocly',
    'build-docs',
    documentFile,
    '--inlineBundle',
    '-t',
    'scripts/openapi/reference.hbs',
    '-o',
    htmlTarget
  ],
  {
    cwd: root,
    stdio: ['ignore', 'ignore', 'pipe'],
    encoding: 'utf8',
    env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' }
  }
)
if (reference.status !== 0) {
  console.error(reference.stderr)
  process.exit(reference.status ?? 1)
}
console.log('Wrote docs/api-reference.html: open it in a browser; it needs no network.')
