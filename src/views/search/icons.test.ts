import { describe, expect, it } from 'vitest'
import { files } from '@/@fake-db/pages/search/data'
import { fallbackIcon, iconFor } from './icons'
import { registeredPages } from './pages'

describe('search icons', () => {
  it('maps every icon name the pages and the search data use to a real icon', () => {
    const names = new Set([...registeredPages.map((p) => p.icon), ...files.map((f) => f.file)])
    const unmapped = [...names].filter((name) => iconFor(name) === fallbackIcon)
    expect(unmapped).toEqual([])
  })

  it('falls back to a plain file icon for an unknown name', () => {
    expect(iconFor('NoSuchIcon')).toBe(fallbackIcon)
    expect(iconFor('constructor')).toBe(fallbackIcon)
  })
})
