#!/usr/bin/env node
// `npm run api:docs` writes docs/openapi.json from the route table and the contracts; `--check` (npm run api:check)
// fails when the committed file differs from a fresh one. Both validate the document; the first also writes the
// offline HTML reference docs/api-reference.html (Redocly, scripts inlined, not committed).

/* global process, console, structuredClone */
import { spawnSync } from 'node:child_process'
import { readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { validate } from '@readme/openapi-parser'
import * as prettier from 'prettier'
import { root, startRunner } from './viteRunner.mjs'

const target = path.join(root, 'docs', 'openapi.json')
const htmlTarget = path.join(root, 'docs', 'api-reference.html')
const check = process.argv.includes('--check')
// The starter generator rewrites only the document: the HTML reference is not committed.
const withReference = !process.argv.includes('--no-reference')

const { runner, close } = await startRunner()
let document
try {
  const { generate } = await runner.import('/scripts/openapi/generate.ts')
  document = await generate()
} finally {
  await close()
}

const result = await validate(structuredClone(document))
if (!result.valid) {
  console.error('docs/openapi.json is not a valid OpenAPI document:', result.errors)
  process.exit(1)
}
const options = { ...(await prettier.resolveConfig(target)), filepath: target }
const text = await prettier.format(JSON.stringify(document), options)
const operations = Object.values(document.paths).reduce((sum, item) => sum + Object.keys(item).length, 0)

if (check) {
  let committed = ''
  try {
    committed = readFileSync(target, 'utf8')
  } catch {
    // Missing counts as out of date.
  }
  if (committed !== text) {
    console.error('docs/openapi.json is out of date with the code: run `npm run api:docs` and commit it.')
    process.exit(1)
  }
  console.log(`docs/openapi.json is up to date and valid (${operations} operations).`)
} else {
  writeFileSync(target, text)
  console.log(
    `Wrote docs/openapi.json: ${operations} operations, ${(text.length / 1000).toFixed(0)} KB, valid.`
  )
  if (!withReference) process.exit(0)
  const reference = spawnSync(
    'npx',
    [
      'redocly',
      'build-docs',
      target,
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
}
