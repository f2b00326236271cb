import type { TableColumn } from '../../components/data-table/DataTable'
import type { ColumnLayout } from './layout.contract'

export interface ColumnChoice {
  id: string
  name: string
}

export const columnIdOf = <T>(column: TableColumn<T>, index: number) => String(column.id ?? index)

export function columnChoices<T>(columns: TableColumn<T>[]): ColumnChoice[] {
  return columns.map((column, index) => {
    const id = columnIdOf(column, index)
    return { id, name: typeof column.name === 'string' && column.name ? column.name : id }
  })
}

/** The declared columns as the user laid them out: order, hidden ones left out, widths, the first one pinned. */
export function arrangeColumns<T>(columns: TableColumn<T>[], layout: ColumnLayout): TableColumn<T>[] {
  const byId = new Map(columns.map((column, index) => [columnIdOf(column, index), column]))
  const shown = layout.order.filter((id) => !layout.hidden.includes(id) && byId.has(id))
  return shown.map((id, index) => {
    const column = byId.get(id) as TableColumn<T>
    const width = layout.widths[id]
    return {
      ...column,
      id,
      reorder: true,
      ...(layout.pinFirst && index === 0 && { pinned: 'left' as const }),
      ...(width && { width: `${width}px`, minWidth: `${width}px`, maxWidth: `${width}px`, grow: 0 })
    }
  })
}

/** Hidden columns keep their places when the shown ones are dragged into a new order. */
export function withShownOrder(layout: ColumnLayout, shownOrder: string[]): ColumnLayout {
  const order = [...shownOrder]
  layout.order.forEach((id, index) => {
    if (!order.includes(id)) order.splice(Math.min(index, order.length), 0, id)
  })
  return { ...layout, order }
}
