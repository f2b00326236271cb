import { useMemo, useState, type ReactNode } from 'react'
import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Table } from 'reactstrap'
import { ScrollRegion } from '@core/components/ScrollRegion'

export interface SortableColumn<Row> {
  key: string
  header: string
  cell: (row: Row) => ReactNode
  /** Absent: the column does not sort. */
  sortBy?: (row: Row) => string | number
}

export interface SortableTableProps<Row> {
  caption: string
  rows: readonly Row[]
  columns: SortableColumn<Row>[]
  rowKey: (row: Row) => string | number
  initialSort?: { key: string; direction: 'ascending' | 'descending' }
}

type Sort = NonNullable<SortableTableProps<unknown>['initialSort']>

/** A small table sorted in the page (the rows are already all here): a header button per sortable column. */
export function SortableTable<Row>({ caption, rows, columns, rowKey, initialSort }: SortableTableProps<Row>) {
  const { t, i18n } = useTranslation('cards')
  const [sort, setSort] = useState<Sort | undefined>(initialSort)
  const sorted = useMemo(() => {
    const by = columns.find((column) => column.key === sort?.key)?.sortBy
    if (!by || !sort) return rows
    const collator = new Intl.Collator(i18n.language, { numeric: true })
    const sign = sort.direction === 'ascending' ? 1 : -1
    return [...rows].sort((a, b) => {
      const x = by(a)
      const y = by(b)
      return (
        sign *
        (typeof x === 'number' && typeof y === 'number' ? x - y : collator.compare(String(x), String(y)))
      )
    })
  }, [rows, columns, sort, i18n.language])
  const toggle = (key: string) =>
    setSort((current) =>
      current?.key === key && current.direction === 'ascending'
        ? { key, direction: 'descending' }
        : { key, direction: 'ascending' }
    )
  return (
    <ScrollRegion label={caption}>
      <Table className="mb-0 align-middle text-nowrap">
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            {columns.map((column) => {
              const direction = sort?.key === column.key ? sort.direction : undefined
              const Icon = direction === 'ascending' ? ArrowUp : direction ? ArrowDown : ArrowUpDown
              return (
                <th
                  key={column.key}
                  scope="col"
                  aria-sort={column.sortBy ? (direction ?? 'none') : undefined}
                >
                  {column.sortBy ? (
                    <button
                      type="button"
                      className="btn btn-link sort-button"
                      onClick={() => toggle(column.key)}
                      aria-label={t('table.sortBy', { column: column.header })}
                    >
                      {column.header}
                      <Icon size={14} aria-hidden="true" />
                    </button>
                  ) : (
                    column.header
                  )}
                </th>
              )
            })}
          </tr>
        </thead>
        <tbody>
          {sorted.map((row) => (
            <tr key={rowKey(row)}>
              {columns.map((column) => (
                <td key={column.key}>{column.cell(row)}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </Table>
    </ScrollRegion>
  )
}
