import { describe, expect, it } from 'vitest'
import { currentAfterRefetch, keepListed, selectAll, toggleLabel, toggleSelected } from './contract'

const listed = [{ id: 4 }, { id: 2 }, { id: 9 }]

describe('the selection and current-mail rules', () => {
  it('selecting a mail toggles it in the selection', () => {
    expect(toggleSelected([], 4)).toEqual([4])
    expect(toggleSelected([4, 2], 4)).toEqual([2])
    expect(toggleSelected([2], 9)).toEqual([2, 9])
  })

  it('select-all selects every listed mail, or clears; reset is the empty selection', () => {
    expect(selectAll(listed, true)).toEqual([4, 2, 9])
    expect(selectAll(listed, false)).toEqual([])
    expect(selectAll([], true)).toEqual([])
  })

  it('after a refetch the selection keeps only listed mail', () => {
    expect(keepListed([4, 7, 9], listed)).toEqual([4, 9])
  })

  it('keeps the current mail on refetch only if still present', () => {
    expect(currentAfterRefetch(2, listed)).toBe(2)
    expect(currentAfterRefetch(7, listed)).toBeNull()
    expect(currentAfterRefetch(null, listed)).toBeNull()
  })

  it('a label update toggles the label', () => {
    expect(toggleLabel(['company'], 'private')).toEqual(['company', 'private'])
    expect(toggleLabel(['company', 'private'], 'company')).toEqual(['private'])
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
