import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { lintDocument } from '../../scripts/openapi/lint.mjs'

const root = path.resolve('.')
const committed = readFileSync('docs/openapi.json', 'utf8')

/** docs/openapi.json with one fault planted: an error example that its schema refuses, an operation with no tags. */
function planted(): string {
  const doc = JSON.parse(committed) as {
    paths: Record<string, Record<string, { tags?: string[]; responses: Record<string, unknown> }>>
  }
  const login = doc.paths['/jwt/login']!.post!
  login.responses['500'] = {
    description: 'Broken',
    content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' }, example: { error: 1 } } }
  }
  delete login.tags
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'api-lint-')), 'openapi.json')
  writeFileSync(file, JSON.stringify(doc))
  return file
}

// The committed document's clean lint is `npm run api:check`'s (a CI step); this proves the lint can fail.
describe('npm run api:check lints the document with Spectral and Redocly', () => {
  it('fails a planted fault in both', async () => {
    const [spectral, redocly] = await lintDocument(root, planted())
    expect(spectral!.problems.map(({ text }) => text).join('\n')).toMatch(/oas3-valid-media-example/)
    expect(spectral!.problems.map(({ text }) => text).join('\n')).toMatch(/operation-tags/)
    expect(redocly!.problems.map(({ text }) => text).join('\n')).toMatch(
      /operation-tag-defined|no-invalid-media-type-examples/
    )
  }, 60_000)
})
