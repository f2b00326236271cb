import { describe, expect, it, vi } from 'vitest'
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { ResourceKey } from 'i18next'
import { createLocaleBackend, languages, languagesInProgress } from './i18n'

const localesDir = join(__dirname, '../locales')

function flatKeys(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix]
  return Object.entries(value).flatMap(([key, child]) => flatKeys(child, prefix ? `${prefix}.${key}` : key))
}

function read(backend: ReturnType<typeof createLocaleBackend>, language: string, namespace: string) {
  return new Promise<{ error: unknown; data: unknown }>((resolve) => {
    backend.read(language, namespace, (error, data) => resolve({ error, data }))
  })
}

describe('locale loader', () => {
  it('loads a language file only when that language is asked for', async () => {
    const en = vi.fn(async () => ({ default: { hello: 'Hello' } as ResourceKey }))
    const fr = vi.fn(async () => ({ default: { hello: 'Bonjour' } as ResourceKey }))
    const backend = createLocaleBackend({ '../locales/en/common.json': en, '../locales/fr/common.json': fr })
    expect(await read(backend, 'fr', 'common')).toEqual({ error: null, data: { hello: 'Bonjour' } })
    expect(fr).toHaveBeenCalledTimes(1)
    expect(en).not.toHaveBeenCalled()
  })

  it("fetches a language pack's file list only when that language is asked for", async () => {
    const ar = vi.fn(async () => ({ default: { hello: 'مرحبًا' } as ResourceKey }))
    const pack = vi.fn(async () => ({ pack: { files: { '../locales/ar/common.json': ar } } }))
    const backend = createLocaleBackend({}, { ar: pack })
    expect(await read(backend, 'fr', 'common')).toMatchObject({ data: false })
    expect(pack).not.toHaveBeenCalled()
    expect(await read(backend, 'ar', 'common')).toEqual({ error: null, data: { hello: 'مرحبًا' } })
    expect(String((await read(backend, 'ar', 'blog')).error)).toContain('No locale file for ar/blog')
  })

  it('reports a missing file or a failed load as an error instead of throwing', async () => {
    const backend = createLocaleBackend({
      '../locales/de/common.json': () => Promise.reject(new Error('offline'))
    })
    const missing = await read(backend, 'xx', 'common')
    expect(String(missing.error)).toContain('No locale file for xx/common')
    const failed = await read(backend, 'de', 'common')
    expect(String(failed.error)).toContain('offline')
  })
})

const pluralSuffix = /_(zero|one|two|few|many|other)$/

/** Every plural form a count takes in a language (0 to 110 reaches each form of every language we ship). */
function pluralForms(language: string): string[] {
  const rules = new Intl.PluralRules(language)
  return [...new Set(Array.from({ length: 111 }, (_, count) => rules.select(count)))]
}

/** English's keys as a language must have them: each plural in that language's forms (an explicit `_zero` kept). */
function expectedKeys(englishKeys: string[], language: string): string[] {
  const keys = new Set<string>()
  for (const key of englishKeys) {
    const plural = pluralSuffix.exec(key)
    if (!plural) keys.add(key)
    else {
      for (const form of pluralForms(language)) keys.add(`${key.slice(0, plural.index)}_${form}`)
      if (plural[1] === 'zero') keys.add(key)
    }
  }
  return [...keys].sort()
}

const readLocale = (language: string, namespace: string): unknown =>
  JSON.parse(readFileSync(join(localesDir, language, `${namespace}.json`), 'utf8'))

function checkNamespace(language: string, namespace: string) {
  const other = readLocale(language, namespace)
  expect(flatKeys(other).sort(), `${language}/${namespace}`).toEqual(
    expectedKeys(flatKeys(readLocale('en', namespace)), language)
  )
  const empty = flatKeys(other).filter(
    (key) => !key.split('.').reduce<unknown>((node, part) => Reflect.get(node as object, part), other)
  )
  expect(empty, `${language}/${namespace}`).toEqual([])
}

describe('locale files', () => {
  const namespaces = readdirSync(join(localesDir, 'en')).map((file) => file.replace(/\.json$/, ''))

  it('exist for en, fr, de, pt and ar', () => {
    expect(languages.map((language) => language.code)).toEqual(['en', 'fr', 'de', 'pt', 'ar'])
    expect(namespaces).toContain('common')
  })

  it('takes plural forms from the language: two in English, six in Arabic', () => {
    expect(expectedKeys(['files_zero', 'files_one', 'files_other', 'title'], 'en')).toEqual([
      'files_one',
      'files_other',
      'files_zero',
      'title'
    ])
    expect(expectedKeys(['files_one', 'files_other'], 'ar')).toEqual(
      ['few', 'many', 'one', 'other', 'two', 'zero'].map((form) => `files_${form}`)
    )
  })

  it.each(languages.filter((language) => language.code !== 'en').map((language) => language.code))(
    '%s has exactly the English keys, each translated to a non-empty text',
    (code) => {
      for (const namespace of namespaces) checkNamespace(code, namespace)
    }
  )

  // Other work adds English keys meanwhile: a language in progress may lack them, never have a key English lacks.
  it.each([...languagesInProgress])('%s (in progress) has only English keys, none empty', (code) => {
    const done = readdirSync(join(localesDir, code)).map((file) => file.replace(/\.json$/, ''))
    expect(done.filter((namespace) => !namespaces.includes(namespace))).toEqual([])
    for (const namespace of done) {
      const expected = expectedKeys(flatKeys(readLocale('en', namespace)), code)
      const tree = readLocale(code, namespace)
      const stray = flatKeys(tree).filter((key) => !expected.includes(key))
      expect(stray, `${code}/${namespace}`).toEqual([])
      const empty = flatKeys(tree).filter(
        (key) => !key.split('.').reduce<unknown>((node, part) => Reflect.get(node as object, part), tree)
      )
      expect(empty, `${code}/${namespace}`).toEqual([])
    }
  })
})
