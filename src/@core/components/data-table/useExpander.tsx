import { useState, type ComponentType } from 'react'
import type { ExpanderComponentProps, TableColumn } from 'react-data-table-component'
import { ChevronRight } from 'lucide-react'
import { useTranslation } from 'react-i18next'

/**
 * Rows that open onto details through a button in a cell of their own: the library's expander button sits
 * outside any cell, which a screen reader's table cannot hold.
 */
export function useExpander<T>(details: ComponentType<ExpanderComponentProps<T>> | undefined) {
  const { t } = useTranslation()
  const [open, setOpen] = useState<ReadonlySet<T>>(new Set())
  if (!details) return { column: [], props: {} }
  const toggle = (row: T) =>
    setOpen((current) => {
      const next = new Set(current)
      if (!next.delete(row)) next.add(row)
      return next
    })
  const column: TableColumn<T> = {
    id: 'details',
    name: <span className="visually-hidden">{t('table.details')}</span>,
    width: '3.5rem',
    cell: (row, index) => (
      <button
        type="button"
        className="btn btn-sm p-1"
        aria-expanded={open.has(row)}
        aria-label={t('table.showDetails', { row: index + 1 })}
        onClick={() => toggle(row)}
      >
        <ChevronRight size={16} className="nl-expander-icon" aria-hidden="true" />
      </button>
    )
  }
  const props = {
    expandableRows: true,
    expandableRowsHideExpander: true,
    expandableRowsComponent: details,
    expandableRowExpanded: (row: T) => open.has(row)
  }
  return { column: [column], props }
}
