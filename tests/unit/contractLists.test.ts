import { readdirSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import type { z } from 'zod/mini'
import { distinct } from '@/utility/contract'

const contracts = import.meta.glob<Record<string, unknown>>('/src/views/**/contract.ts', { eager: true })
// What the glob should find, read from the disk.
const contractFiles = readdirSync('src/views', { recursive: true, encoding: 'utf8' }).filter((file) =>
  /(^|\/)contract\.ts$/.test(file)
)

interface Def {
  type: string
  checks?: { _zod: { def: { check: string; fn?: unknown } } }[]
  [key: string]: unknown
}
const defOf = (schema: unknown): Def | undefined =>
  typeof schema === 'object' && schema !== null && '_zod' in schema
    ? ((schema as z.ZodMiniType)._zod.def as unknown as Def)
    : undefined

// Numbers are series (a chart's points repeat values); text and enum lists are sets of values.
const valueTypes = new Set(['string', 'enum', 'literal'])

/** Every list inside a schema that has no maximum, or holds values that may repeat. */
function unboundedLists(schema: unknown, path: string, seen = new Set<unknown>()): string[] {
  const def = defOf(schema)
  if (!def || seen.has(schema)) return []
  seen.add(schema)
  const inner = (value: unknown, at: string) => unboundedLists(value, at, seen)
  switch (def.type) {
    case 'array': {
      const checks = (def.checks ?? []).map((check) => check._zod.def)
      const found: string[] = []
      if (!checks.some((check) => ['max_length', 'length_equals'].includes(check.check)))
        found.push(`${path}: no maximum`)
      const itemType = defOf(def.element)?.type ?? ''
      if (valueTypes.has(itemType) && !checks.some((check) => check.fn === distinct))
        found.push(`${path}: values may repeat`)
      return [...found, ...inner(def.element, `${path}[]`)]
    }
    case 'object':
      return Object.entries(def.shape as Record<string, unknown>).flatMap(([key, value]) =>
        inner(value, `${path}.${key}`)
      )
    case 'union':
      return (def.options as unknown[]).flatMap((option) => inner(option, path))
    case 'pipe':
      return [...inner(def.in, path), ...inner(def.out, path)]
    case 'record':
      return inner(def.valueType, `${path}{}`)
    default:
      return 'innerType' in def ? inner(def.innerType, path) : []
  }
}

const linkFields = new Set(['url', 'thumbnail', 'avatar', 'img', 'coverImage'])

/** Every link or picture field of a schema that takes a script or an inline document as a link. */
function unsafeLinks(schema: unknown, path: string, seen = new Set<unknown>()): string[] {
  const def = defOf(schema)
  if (!def || seen.has(schema)) return []
  seen.add(schema)
  const inner = (value: unknown, at: string) => unsafeLinks(value, at, seen)
  if (def.type === 'object')
    return Object.entries(def.shape as Record<string, unknown>).flatMap(([key, value]) => {
      const accepts = (link: string) => (value as z.ZodMiniType).safeParse(link).success
      const bad = ['javascript:alert(1)', 'data:text/html,<script>1</script>', '//evil.example/x']
      const unsafe = linkFields.has(key) && bad.some(accepts)
      return [...(unsafe ? [`${path}.${key}`] : []), ...inner(value, `${path}.${key}`)]
    })
  if (def.type === 'array') return inner(def.element, `${path}[]`)
  if (def.type === 'pipe') return [...inner(def.in, path), ...inner(def.out, path)]
  return 'innerType' in def ? inner(def.innerType, path) : []
}

describe('every link field of every contract', () => {
  it('takes http(s) addresses and paths on this site only', () => {
    const found = Object.entries(contracts).flatMap(([file, exports]) =>
      Object.entries(exports).flatMap(([name, value]) => unsafeLinks(value, `${file} ${name}`))
    )
    expect(found).toEqual([])
  })
})

describe('every list of every contract', () => {
  it('has a maximum, and a list of values holds each value once', () => {
    const found = Object.entries(contracts).flatMap(([file, exports]) =>
      Object.entries(exports).flatMap(([name, value]) => unboundedLists(value, `${file} ${name}`))
    )
    expect(contractFiles.length).toBeGreaterThan(0)
    expect(Object.keys(contracts)).toHaveLength(contractFiles.length)
    expect(found).toEqual([])
  })
})
