import { existsSync } from 'node:fs'
import path from 'node:path'

const generatedDocs = ['docs/api.md', 'docs/openapi.json']

/**
 * The API docs follow the starter's own route table: both documents are generated from it, and the words of the
 * areas whose calls it no longer holds (their `api.prose.ts`) go.
 */
export function narrowApiDocs(target, run) {
  if (!existsSync(path.join(target, 'scripts/api-docs.mjs'))) return []
  run(target, 'node', ['scripts/api-docs.mjs', '--no-reference', '--drop-unserved'])
  return generatedDocs
}
