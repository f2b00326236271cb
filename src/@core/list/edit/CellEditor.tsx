import type { KeyboardEvent } from 'react'

export interface EditOption {
  value: string
  label: string
}

interface Props {
  value: string
  label: string
  options?: EditOption[]
  invalid: boolean
  errorId: string
  onChange: (value: string) => void
  onKeyDown: (event: KeyboardEvent) => void
  onBlur: () => void
}

/** The field a cell becomes: a select for a choice, a text box otherwise; it takes the focus when it opens. */
export function CellEditor({ value, label, options, invalid, errorId, onChange, onKeyDown, onBlur }: Props) {
  const shared = {
    value,
    autoFocus: true,
    'aria-label': label,
    'aria-invalid': invalid || undefined,
    'aria-describedby': invalid ? errorId : undefined,
    onKeyDown,
    onBlur
  }
  if (options)
    return (
      <select
        {...shared}
        className="form-select form-select-sm"
        onChange={(event) => onChange(event.target.value)}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    )
  return (
    <input
      {...shared}
      type="text"
      className={`form-control form-control-sm${invalid ? ' is-invalid' : ''}`}
      onChange={(event) => onChange(event.target.value)}
    />
  )
}
