import { describe, expect, it } from 'vitest'
import {
  decodeLayout,
  defaultLayout,
  encodeLayout,
  fitLayout,
  maxColumnWidth,
  minColumnWidth,
  moveColumn,
  resizeColumn,
  toggleColumn
} from './layout.contract'

const ids = ['name', 'role', 'plan', 'status']

describe('column layout rules', () => {
  it('keeps the stored order, adds new columns at the end and names the unknown ones', () => {
    const { layout, dropped } = fitLayout(
      { order: ['plan', 'gone', 'name'], hidden: ['role', 'old'], widths: { plan: 5, gone: 200 } },
      ids
    )
    expect(layout.order).toEqual(['plan', 'name', 'role', 'status'])
    expect(layout.hidden).toEqual(['role'])
    expect(layout.widths).toEqual({ plan: minColumnWidth })
    expect(dropped).toEqual(['gone', 'old'])
  })

  it('falls back to the declared layout for damaged data and never hides every column', () => {
    expect(fitLayout('nonsense', ids).layout).toEqual(defaultLayout(ids))
    expect(fitLayout({ hidden: ids }, ids).layout.hidden).toEqual([])
    const lastShown = toggleColumn({ ...defaultLayout(ids), hidden: ['name', 'role', 'plan'] }, 'status')
    expect(lastShown.hidden).toEqual(['name', 'role', 'plan'])
  })

  it('moves within bounds and clamps widths', () => {
    const base = defaultLayout(ids)
    expect(moveColumn(base, 'name', 1).order).toEqual(['role', 'name', 'plan', 'status'])
    expect(moveColumn(base, 'name', -1)).toBe(base)
    expect(resizeColumn(base, 'role', 5000).widths.role).toBe(maxColumnWidth)
  })

  it('writes a layout into an address and reads it back', () => {
    const layout = {
      ...defaultLayout(ids),
      order: ['role', 'name', 'plan', 'status'],
      hidden: ['plan'],
      widths: { name: 240 },
      pinFirst: true,
      density: 'compact' as const
    }
    const text = encodeLayout(layout)
    expect(text).toBe('role,name:240,-plan,status,~pin,~compact')
    expect(fitLayout(decodeLayout(text), ids).layout).toEqual(layout)
  })
})
