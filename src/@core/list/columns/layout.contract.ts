/** How a user lays out a list's columns: plain rules the list, the views contract and the mock share. */

export const densities = ['comfortable', 'compact'] as const
export type Density = (typeof densities)[number]

export interface ColumnLayout {
  /** Every known column id, in the order shown. */
  order: string[]
  hidden: string[]
  /** Widths in pixels set by the user; a column not named keeps its declared width. */
  widths: Record<string, number>
  pinFirst: boolean
  density: Density
}

export const maxColumns = 40
export const maxColumnIdLength = 60
export const minColumnWidth = 60
export const maxColumnWidth = 800
export const columnWidthStep = 20

export const defaultLayout = (ids: readonly string[]): ColumnLayout => ({
  order: [...ids],
  hidden: [],
  widths: {},
  pinFirst: false,
  density: 'comfortable'
})

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

const strings = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : []

export const clampWidth = (width: number) =>
  Math.round(Math.min(maxColumnWidth, Math.max(minColumnWidth, width)))

/** Columns the list has, in the stored order, with new ones at the end; one column always stays visible. */
export function fitLayout(
  stored: unknown,
  ids: readonly string[]
): { layout: ColumnLayout; dropped: string[] } {
  const base = defaultLayout(ids)
  if (!isRecord(stored)) return { layout: base, dropped: [] }
  const known = new Set(ids)
  const named = [...strings(stored.order), ...strings(stored.hidden), ...Object.keys(stored.widths ?? {})]
  const dropped = [...new Set(named.filter((id) => !known.has(id)))]
  const order = [...new Set(strings(stored.order).filter((id) => known.has(id)))]
  const layoutOrder = [...order, ...ids.filter((id) => !order.includes(id))]
  let hidden = [...new Set(strings(stored.hidden).filter((id) => known.has(id)))]
  if (hidden.length >= ids.length) hidden = []
  const widths: Record<string, number> = {}
  if (isRecord(stored.widths))
    for (const [id, width] of Object.entries(stored.widths))
      if (known.has(id) && typeof width === 'number' && Number.isFinite(width)) widths[id] = clampWidth(width)
  const density = densities.find((name) => name === stored.density) ?? base.density
  return {
    layout: { order: layoutOrder, hidden, widths, pinFirst: stored.pinFirst === true, density },
    dropped
  }
}

export function toggleColumn(layout: ColumnLayout, id: string): ColumnLayout {
  const hidden = layout.hidden.includes(id)
    ? layout.hidden.filter((other) => other !== id)
    : [...layout.hidden, id]
  return hidden.length >= layout.order.length ? layout : { ...layout, hidden }
}

export function moveColumn(layout: ColumnLayout, id: string, to: number): ColumnLayout {
  const from = layout.order.indexOf(id)
  if (from < 0 || to < 0 || to >= layout.order.length || to === from) return layout
  const order = layout.order.filter((other) => other !== id)
  order.splice(to, 0, id)
  return { ...layout, order }
}

export const resizeColumn = (layout: ColumnLayout, id: string, width: number): ColumnLayout => ({
  ...layout,
  widths: { ...layout.widths, [id]: clampWidth(width) }
})

/** Short enough for an address: `a,b:240,-c` (a `-` hides, `:n` is a width), then `~pin`, `~compact`. */
export function encodeLayout(layout: ColumnLayout): string {
  const columns = layout.order.map(
    (id) => `${layout.hidden.includes(id) ? '-' : ''}${id}${layout.widths[id] ? `:${layout.widths[id]}` : ''}`
  )
  const flags = [layout.pinFirst ? '~pin' : '', layout.density === 'compact' ? '~compact' : '']
  return [...columns, ...flags].filter(Boolean).join(',')
}

export function decodeLayout(text: string): Partial<ColumnLayout> {
  const parts = text
    .split(',')
    .filter(Boolean)
    .slice(0, maxColumns + 2)
  const order: string[] = []
  const hidden: string[] = []
  const widths: Record<string, number> = {}
  for (const part of parts.filter((item) => !item.startsWith('~'))) {
    const [name = '', width] = part.split(':')
    const id = name.replace(/^-/, '').slice(0, maxColumnIdLength)
    if (!id) continue
    order.push(id)
    if (name.startsWith('-')) hidden.push(id)
    if (width && Number.isFinite(Number(width))) widths[id] = clampWidth(Number(width))
  }
  return {
    order,
    hidden,
    widths,
    pinFirst: parts.includes('~pin'),
    density: parts.includes('~compact') ? 'compact' : 'comfortable'
  }
}
