import { useId } from 'react'
import type { PaginationComponentProps } from 'react-data-table-component'
import { ChevronFirst, ChevronLast, ChevronLeft, ChevronRight, type LucideIcon } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { IconButton } from '../IconButton'

/** The tables' pager: the library's own gives its buttons fixed ids, which two tables on one page would repeat. */
export function TablePager(props: PaginationComponentProps) {
  const { rowsPerPage, rowCount, currentPage, onChangePage, onChangeRowsPerPage } = props
  const { t } = useTranslation()
  const selectId = useId()
  const pages = Math.max(1, Math.ceil(rowCount / rowsPerPage))
  const from = rowCount === 0 ? 0 : (currentPage - 1) * rowsPerPage + 1
  const to = Math.min(currentPage * rowsPerPage, rowCount)
  const buttons: [string, LucideIcon, number, boolean][] = [
    [t('table.firstPage'), ChevronFirst, 1, currentPage <= 1],
    [t('table.previousPage'), ChevronLeft, currentPage - 1, currentPage <= 1],
    [t('table.nextPage'), ChevronRight, currentPage + 1, currentPage >= pages],
    [t('table.lastPage'), ChevronLast, pages, currentPage >= pages]
  ]
  return (
    <div className="nl-table-pager">
      <label htmlFor={selectId}>{t('table.rowsPerPage')}</label>
      <select
        id={selectId}
        className="form-select form-select-sm w-auto"
        value={rowsPerPage}
        onChange={(event) => onChangeRowsPerPage(Number(event.target.value), currentPage)}
      >
        {(props.paginationRowsPerPageOptions ?? [10, 25, 50]).map((option) => (
          <option key={option} value={option}>
            {option}
          </option>
        ))}
      </select>
      <span>{t('table.range', { from, to, count: rowCount })}</span>
      <div className="d-flex">
        {buttons.map(([label, icon, page, disabled]) => (
          <IconButton
            key={label}
            icon={icon}
            iconClassName="nl-table-pager-icon"
            label={label}
            disabled={disabled}
            onClick={() => onChangePage(page, rowCount)}
          />
        ))}
      </div>
    </div>
  )
}
