import { describe, expect, it, vi } from 'vitest'
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { ResourceKey } from 'i18next'
import { createLocaleBackend, languages } from './i18n'

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

describe('locale files', () => {
  const namespaces = readdirSync(join(localesDir, 'en')).map((file) => file.replace(/\.json$/, ''))

  it('exist for en, fr, de and pt', () => {
    expect(languages.map((language) => language.code)).toEqual(['en', 'fr', 'de', 'pt'])
    expect(namespaces).toContain('common')
  })

  it.each(languages.filter((language) => language.code !== 'en').map((language) => language.code))(
    '%s has exactly the English keys, each translated to a non-empty text',
    (code) => {
      for (const namespace of namespaces) {
        const english = JSON.parse(readFileSync(join(localesDir, 'en', `${namespace}.json`), 'utf8'))
        const other = JSON.parse(readFileSync(join(localesDir, code, `${namespace}.json`), 'utf8'))
        expect(flatKeys(other).sort()).toEqual(flatKeys(english).sort())
        const empty = flatKeys(other).filter(
          (key) => !key.split('.').reduce((node, part) => node[part], other)
        )
        expect(empty).toEqual([])
      }
    }
  )
})
