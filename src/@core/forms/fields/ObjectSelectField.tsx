import type { ReactNode } from 'react'
import type { FieldValues } from 'react-hook-form'
import { controlClass, FieldLabel, FieldNotes, useBoundField, type FieldProps } from './Field'

export interface ObjectSelectFieldProps<T extends FieldValues, O> extends FieldProps<T> {
  options: readonly O[]
  /** Two options with the same key are the same record; an empty key is no record (nothing chosen yet). */
  optionKey: (option: O) => string
  optionLabel: (option: O) => string
  placeholder: string
  /** Beside the select (a button that adds a record). */
  aside?: ReactNode
  /** Under the select, for the chosen record (its address). */
  details?: (option: O) => ReactNode
  selectClassName?: string
}

/** A native select whose value in the form is a record, not a string; the record held stays among the options. */
export function ObjectSelectField<T extends FieldValues, O>(props: ObjectSelectFieldProps<T, O>) {
  const { id, name, label, help, hideLabel, disabled, readOnly, size, className = 'mb-3' } = props
  const { options: given, optionKey, optionLabel, placeholder, aside, details, selectClassName } = props
  const { field, controlId, errorText, aria } = useBoundField<T>({ name, id, help })
  const { ref, onBlur, onChange } = field
  const held = field.value as O | null | undefined
  const heldKey = held ? optionKey(held) : ''
  const options =
    held && heldKey && !given.some((one) => optionKey(one) === heldKey) ? [...given, held] : given
  const selected = options.findIndex((one) => optionKey(one) === heldKey)
  return (
    <div className={className}>
      <FieldLabel htmlFor={controlId} label={label} hidden={hideLabel} />
      <div className="d-flex flex-wrap gap-2">
        <select
          id={controlId}
          ref={ref}
          name={name}
          className={[controlClass('form-select', size, Boolean(errorText)), selectClassName]
            .filter(Boolean)
            .join(' ')}
          value={selected}
          disabled={disabled || readOnly}
          {...aria}
          onBlur={onBlur}
          onChange={(event) => onChange(options[Number(event.target.value)] ?? held)}
        >
          <option value={-1} disabled>
            {placeholder}
          </option>
          {options.map((option, index) => (
            <option key={optionKey(option)} value={index}>
              {optionLabel(option)}
            </option>
          ))}
        </select>
        {aside}
      </div>
      <FieldNotes id={controlId} help={help} errorText={errorText} />
      {held && heldKey && details?.(held)}
    </div>
  )
}
