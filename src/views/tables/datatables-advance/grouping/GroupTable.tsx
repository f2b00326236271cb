import { useRef, type ReactNode } from 'react'
import { useVirtualizer } from '@tanstack/react-virtual'
import { ChevronDown, ChevronRight } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import type { TableColumn } from '@core/components/data-table/DataTable'
import { formatMoney, numberFormat } from '@/utility/format'
import { salaryOf, statusKey, type Employee } from '../../contract'
import type { EmployeeGroups, GroupLeaf } from '../../grouping.contract'
import type { GroupLine } from './groupLines'

/** Past this many lines a page draws only the lines in view. */
export const virtualFrom = 100
const lineHeight = 45

interface Props {
  answer: EmployeeGroups
  lines: GroupLine[]
  columns: readonly string[]
  onToggle: (line: Extract<GroupLine, { kind: 'group' }>) => void
  caption: string
  /** The rows' columns as the Columns menu shows them: salary and age carry the groups' figures. */
  fields: TableColumn<Employee>[]
}

/** The table's parts: a field of the rows, or a figure of the groups that sits where its field is. */
type Part = { kind: 'field'; column: TableColumn<Employee> } | { kind: 'salarySum' | 'salaryAvg' | 'ageAvg' }

const partsOf = (fields: TableColumn<Employee>[]): Part[] =>
  fields.flatMap((column): Part[] =>
    column.id === 'salary'
      ? [{ kind: 'salarySum' }, { kind: 'salaryAvg' }]
      : column.id === 'age'
        ? [{ kind: 'ageAvg' }]
        : [{ kind: 'field', column }]
  )

export function GroupTable({ answer, lines, columns, onToggle, caption, fields }: Props) {
  const { t, i18n } = useTranslation('tables')
  const scroller = useRef<HTMLDivElement>(null)
  const virtual = lines.length > virtualFrom
  // The virtualizer's functions change every render by design; this table is cheap to re-render.
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({
    count: virtual ? lines.length : 0,
    getScrollElement: () => scroller.current,
    estimateSize: () => lineHeight,
    overscan: 10
  })
  const money = (n: number | undefined) => (n === undefined ? '' : formatMoney(n, i18n.language))
  const decimal = (n: number | undefined) =>
    n === undefined ? '' : numberFormat(i18n.language, { maximumFractionDigits: 1 }).format(n)
  const count = (n: number) => numberFormat(i18n.language).format(n)
  const keyLabel = (group: GroupLeaf, level: number) => {
    const value = group.key[level - 1] ?? ''
    return columns[level - 1] === 'status' ? t(`employees.status.${statusKey(Number(value))}`) : value
  }
  const parts = partsOf(fields)
  const figures = (group: Pick<GroupLeaf, 'count' | 'figures'>) => (
    <>
      <td className="text-end">{count(group.count)}</td>
      {parts.map((part, index) => (
        <td key={index} className={part.kind === 'field' ? undefined : 'text-end'}>
          {part.kind === 'salarySum' && money(group.figures.salary?.sum)}
          {part.kind === 'salaryAvg' && money(group.figures.salary?.avg)}
          {part.kind === 'ageAvg' && decimal(group.figures.age?.avg)}
        </td>
      ))}
    </>
  )
  const rowCell = (row: Employee, index: number, part: Part): ReactNode => {
    if (part.kind === 'salarySum') return money(salaryOf(row))
    if (part.kind === 'ageAvg') return row.age
    if (part.kind !== 'field') return null
    const { column } = part
    if (column.cell) return column.cell(row, index, column, String(column.id))
    if (column.format) return column.format(row, index)
    return column.selector ? String(column.selector(row, index)) : null
  }

  const draw = (line: GroupLine, index: number): ReactNode => {
    if (line.kind === 'row')
      return (
        <tr key={`row-${line.row.id}-${index}`} className="nl-group-row">
          <td style={{ paddingInlineStart: `${line.level * 1.25}rem` }} />
          <td />
          {parts.map((part, at) => (
            <td key={at} className={part.kind === 'field' ? undefined : 'text-end'}>
              {rowCell(line.row, index, part)}
            </td>
          ))}
        </tr>
      )
    const label = keyLabel(line.group, line.level)
    const Icon = line.expanded ? ChevronDown : ChevronRight
    return (
      <tr key={line.path} className={line.level === 1 ? 'table-active fw-semibold' : 'fw-medium'}>
        <th
          scope="row"
          className="text-nowrap"
          style={{ paddingInlineStart: `${(line.level - 1) * 1.25 + 0.5}rem` }}
        >
          <button
            type="button"
            className="btn btn-sm btn-link p-0 text-reset text-decoration-none"
            aria-expanded={line.expanded}
            onClick={() => onToggle(line)}
          >
            <Icon size={16} aria-hidden="true" className="me-1 nl-flip-rtl" />
            {label}
          </button>
        </th>
        {figures(line.group)}
      </tr>
    )
  }

  const items = virtualizer.getVirtualItems()
  const before = items[0]?.start ?? 0
  const after = virtualizer.getTotalSize() - (items[items.length - 1]?.end ?? 0)
  const body = virtual ? (
    <>
      {before > 0 && <tr aria-hidden="true" style={{ height: before }} />}
      {items.map((item) => draw(lines[item.index]!, item.index))}
      {after > 0 && <tr aria-hidden="true" style={{ height: after }} />}
    </>
  ) : (
    lines.map(draw)
  )

  return (
    <div
      ref={scroller}
      className={virtual ? 'table-responsive overflow-auto' : 'table-responsive'}
      style={virtual ? { maxHeight: '36rem' } : undefined}
      role="region"
      aria-label={caption}
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scroll region must be reachable
      tabIndex={0}
    >
      <table className="table table-sm align-middle mb-0">
        <caption className="visually-hidden">{caption}</caption>
        <GroupHead parts={parts} sticky={virtual} />
        <tbody>{body}</tbody>
        <tfoot>
          <tr className="fw-bold">
            <th scope="row">{t('datatables-advance.grouping.allRows')}</th>
            {figures(answer.totals)}
          </tr>
        </tfoot>
      </table>
    </div>
  )
}

/** The header: the group, its count, then the rows' columns with the figures where salary and age are. */
function GroupHead({ parts, sticky }: { parts: Part[]; sticky: boolean }) {
  const { t } = useTranslation('tables')
  return (
    <thead className={sticky ? 'sticky-top' : undefined}>
      <tr>
        <th scope="col">{t('datatables-advance.grouping.group')}</th>
        <th scope="col" className="text-end">
          {t('datatables-advance.grouping.count')}
        </th>
        {parts.map((part, index) =>
          part.kind === 'field' ? (
            <th key={index} scope="col">
              {part.column.name}
            </th>
          ) : (
            <th key={index} scope="col" className="text-end">
              {t(`datatables-advance.grouping.${part.kind}`)}
            </th>
          )
        )}
      </tr>
    </thead>
  )
}
