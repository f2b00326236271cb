import { readFileSync } from 'node:fs'
import { join } from 'node:path'

const languages = ['en', 'fr', 'de', 'pt', 'ar']

function lookup(tree: unknown, key: string): unknown {
  return key
    .split('.')
    .reduce<unknown>(
      (node, part) => (typeof node === 'object' && node !== null ? Reflect.get(node, part) : undefined),
      tree
    )
}

/** The `content.<key>` entries a namespace lacks: English must equal the seed text, the others must be non-empty. */
export function missingDemoTexts(namespace: string, seed: Record<string, string>) {
  return languages.flatMap((language) => {
    const file = join(__dirname, '../src/locales', language, `${namespace}.json`)
    const tree: unknown = JSON.parse(readFileSync(file, 'utf8'))
    return Object.entries(seed)
      .filter(([key, text]) => {
        const value = lookup(tree, `content.${key}`)
        return language === 'en' ? value !== text : typeof value !== 'string' || value === ''
      })
      .map(([key]) => `${language}: content.${key}`)
  })
}
