import { useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { LocalTable } from '@core/components/data-table/LocalTable'
import { SearchBox } from '@core/list/SearchBox'
import type { SheetTable } from '@/utility/sheetFile'

interface Line {
  id: number
  cells: string[]
}

/** The rows of a read file under its own headers, filtered by a search over every cell. */
export function ImportedTable({ table, fileName }: { table: SheetTable; fileName: string }) {
  const { t } = useTranslation('extensions')
  const [q, setQ] = useState('')
  const lines = useMemo(() => table.rows.map((cells, index) => ({ id: index + 1, cells })), [table])
  const needle = q.trim().toLocaleLowerCase()
  const shown = needle
    ? lines.filter((line) => line.cells.some((cell) => cell.toLocaleLowerCase().includes(needle)))
    : lines
  const columns = table.headers.map((header, index) => ({
    id: `column-${index}`,
    name: header,
    selector: (line: Line) => line.cells[index] ?? '',
    sortable: true
  }))
  return (
    <div className="d-grid gap-3">
      <div className="d-flex flex-wrap align-items-center justify-content-between gap-2">
        <p className="mb-0" aria-live="polite">
          {t('sheets.imported', { name: fileName, count: table.rows.length })}
        </p>
        <SearchBox
          id="import-search"
          label={t('sheets.search')}
          placeholder={t('sheets.search')}
          q={q}
          onSearch={setQ}
        />
      </div>
      <LocalTable
        label={t('sheets.importedLabel')}
        columns={columns}
        rows={shown}
        emptyText={t('sheets.noMatch')}
        perPage={5}
      />
    </div>
  )
}
