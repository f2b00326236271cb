import { useEffect, useRef } from 'react'
import type { TableColumn } from '../../components/data-table/DataTable'
import { isSelected, type RowId, type Selection } from './selection'

/** Never in the column menu nor in a saved layout. */
export const selectColumnId = 'nl-select'

interface Words {
  page: string
  row: (name: string) => string
}

function PageBox({
  checked,
  mixed,
  disabled,
  label,
  onChange
}: {
  checked: boolean
  mixed: boolean
  disabled: boolean
  label: string
  onChange: () => void
}) {
  const box = useRef<HTMLInputElement>(null)
  useEffect(() => {
    if (box.current) box.current.indeterminate = mixed
  }, [mixed])
  return (
    <input
      ref={box}
      type="checkbox"
      className="form-check-input"
      checked={checked}
      disabled={disabled}
      aria-label={label}
      onChange={onChange}
    />
  )
}

/** The check box column: one per row, and one for the page in the header. */
export function selectColumn<T>(
  rows: readonly T[],
  idOf: (row: T) => RowId,
  nameOf: (row: T) => string,
  selection: Selection,
  setRows: (ids: readonly RowId[], on: boolean) => void,
  words: Words
): TableColumn<T> {
  const ids = rows.map(idOf)
  const chosen = ids.filter((id) => isSelected(selection, id)).length
  const whole = ids.length > 0 && chosen === ids.length
  return {
    id: selectColumnId,
    name: (
      <PageBox
        checked={whole}
        mixed={chosen > 0 && !whole}
        // Nothing to select while the page loads or when it is empty.
        disabled={ids.length === 0}
        label={words.page}
        onChange={() => setRows(ids, !whole)}
      />
    ),
    width: '3.25rem',
    grow: 0,
    reorder: false,
    cell: (row) => {
      const id = idOf(row)
      const on = isSelected(selection, id)
      return (
        <input
          type="checkbox"
          className="form-check-input"
          checked={on}
          aria-label={words.row(nameOf(row))}
          onChange={() => setRows([id], !on)}
        />
      )
    }
  }
}
