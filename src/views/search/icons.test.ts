import { describe, expect, it } from 'vitest'
import { files, pages } from '@/@fake-db/pages/search/data'
import { fallbackIcon, iconFor } from './icons'

describe('search icons', () => {
  it('maps every icon name the search data uses to a real icon', () => {
    const names = new Set([...pages.map((p) => p.icon), ...files.map((f) => f.file)])
    const unmapped = [...names].filter((name) => iconFor(name) === fallbackIcon)
    expect(unmapped).toEqual([])
  })

  it('falls back to a plain file icon for an unknown name', () => {
    expect(iconFor('NoSuchIcon')).toBe(fallbackIcon)
    expect(iconFor('constructor')).toBe(fallbackIcon)
  })
})
