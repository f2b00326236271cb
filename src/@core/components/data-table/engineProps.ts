import { Direction, type TableColumn, type Theme } from 'react-data-table-component'
import { useLayoutSettings } from '../../hooks/useLayoutSettings'

// Bootstrap's variables, so every skin applies with no JavaScript theme switch.
export const skinTheme: Theme = {
  primary: 'var(--bs-primary)',
  text: {
    primary: 'var(--bs-body-color)',
    secondary: 'var(--bs-secondary-color)',
    disabled: 'var(--bs-tertiary-color)'
  },
  background: { default: 'var(--nl-card-bg)', header: 'var(--bs-tertiary-bg)', footer: 'var(--nl-card-bg)' },
  context: { background: 'var(--bs-primary)', text: '#fff' },
  divider: { default: 'var(--bs-border-color)' },
  button: {
    default: 'var(--bs-secondary-color)',
    focus: 'rgba(var(--bs-primary-rgb), 0.2)',
    hover: 'var(--bs-tertiary-bg)',
    disabled: 'var(--bs-tertiary-color)'
  },
  selected: { default: 'rgba(var(--bs-primary-rgb), 0.1)', text: 'var(--bs-emphasis-color)' },
  highlightOnHover: { default: 'var(--bs-tertiary-bg)', text: 'var(--bs-emphasis-color)' },
  striped: { default: 'var(--bs-tertiary-bg)', text: 'var(--bs-body-color)' },
  spacing: { rowHeight: '3.5rem' },
  typography: { fontSize: '0.875rem', fontFamily: 'inherit' },
  shape: { borderRadius: '0' }
}

export interface TableLayout {
  dense: boolean
  widths: Record<string, number>
  onResize: (id: string, width: number) => void
  onReorder: (ids: string[]) => void
}

/** What every table hands the engine alike: the direction, the skin, and the user's column layout if any. */
export function useEngineProps<T>(layout: TableLayout | undefined) {
  const { direction } = useLayoutSettings()
  return {
    direction: direction === 'rtl' ? Direction.RTL : Direction.LTR,
    theme: skinTheme,
    responsive: false,
    highlightOnHover: true,
    dense: layout?.dense,
    resizable: Boolean(layout),
    initialColumnWidths: layout?.widths,
    onColumnResize: layout && ((id: string | number, width: number) => layout.onResize(String(id), width)),
    onColumnOrderChange:
      layout &&
      ((order: TableColumn<T>[]) =>
        layout.onReorder(order.map((column, index) => String(column.id ?? index))))
  }
}
