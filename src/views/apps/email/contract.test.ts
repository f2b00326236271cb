import { describe, expect, it } from 'vitest'
import { currentAfterRefetch, refusesMove, toggleLabel } from './contract'

const listed = [{ id: 4 }, { id: 2 }, { id: 9 }]

describe('the current-mail, label and move rules', () => {
  it('keeps the current mail on refetch only if still present', () => {
    expect(currentAfterRefetch(2, listed)).toBe(2)
    expect(currentAfterRefetch(7, listed)).toBeNull()
    expect(currentAfterRefetch(null, listed)).toBeNull()
  })

  it('a label update toggles the label', () => {
    expect(toggleLabel(['company'], 'private')).toEqual(['company', 'private'])
    expect(toggleLabel(['company', 'private'], 'company')).toEqual(['private'])
  })

  it('a draft goes only to the trash, and nothing else becomes a draft', () => {
    expect(refusesMove('draft', 'trash')).toBe(false)
    expect(refusesMove('draft', 'draft')).toBe(false)
    expect(refusesMove('draft', 'inbox')).toBe(true)
    expect(refusesMove('inbox', 'draft')).toBe(true)
    expect(refusesMove('trash', 'inbox')).toBe(false)
  })
})

describe('the view an address names', () => {
  it('reads the inbox, a folder or a label; anything else names none', async () => {
    const { readView } = await import('./useMailView')
    expect(readView('')).toEqual({ folder: 'inbox' })
    expect(readView('starred')).toEqual({ folder: 'starred' })
    expect(readView('label/private')).toEqual({ folder: 'inbox', label: 'private' })
    for (const bad of ['archive', 'label', 'label/work', 'sent/extra', 'label/private/x'])
      expect(readView(bad)).toBeNull()
  })
})
