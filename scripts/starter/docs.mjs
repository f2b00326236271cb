import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'

const apiGuide = 'docs/api.md'
const openApi = 'docs/openapi.json'

/** The calls a section of docs/api.md documents, as `GET /path`. */
const callsOf = (section) => [...section.matchAll(/^#### `([A-Z]+ \/[^`\s]*)`$/gm)].map((match) => match[1])

/** docs/api.md without the sections none of whose calls the starter's mock still answers. */
export function narrowApiGuide(source, answered) {
  return source
    .split(/\n(?=## )/)
    .filter((section) => {
      const calls = callsOf(section)
      return calls.length === 0 || calls.some((call) => answered.includes(call))
    })
    .join('\n')
}

const operationsOf = (document) =>
  Object.entries(document.paths).flatMap(([route, item]) =>
    Object.keys(item).map((method) => `${method.toUpperCase()} ${route}`)
  )

/** The document's tags are the guide's sections: those of the sections the guide no longer has go too. */
export function withUsedTags(document) {
  const used = new Set(
    Object.values(document.paths).flatMap((item) =>
      Object.values(item).flatMap((operation) => operation.tags ?? [])
    )
  )
  return { ...document, tags: document.tags.filter((tag) => used.has(tag.name)) }
}

/**
 * The API docs follow the starter's own route table: docs/openapi.json is generated from it, then the guide
 * keeps the sections of the calls it holds, and the document the tags of those sections.
 */
export function narrowApiDocs(target, run) {
  if (!existsSync(path.join(target, apiGuide))) return []
  run(target, 'node', ['scripts/api-docs.mjs', '--no-reference'])
  const documentFile = path.join(target, openApi)
  const document = JSON.parse(readFileSync(documentFile, 'utf8'))
  const guide = path.join(target, apiGuide)
  writeFileSync(guide, narrowApiGuide(readFileSync(guide, 'utf8'), operationsOf(document)))
  writeFileSync(documentFile, JSON.stringify(withUsedTags(document)))
  return [apiGuide, openApi]
}
