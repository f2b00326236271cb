import type { ReactNode } from 'react'
import { FieldNotes, useRegisteredField, type RegisteredFieldProps } from './Field'

export interface Choice {
  value: string
  label: ReactNode
}

/** One choice among a few, as radios in a labelled group. */
export function RadioGroupField({
  id,
  label,
  name,
  rules,
  help,
  disabled,
  readOnly,
  hideLabel,
  className = 'mb-3',
  options,
  inline = false
}: Omit<RegisteredFieldProps, 'size' | 'labelAside'> & { options: readonly Choice[]; inline?: boolean }) {
  const { registration, controlId, errorText, aria } = useRegisteredField({ name, rules, id, help })
  return (
    <fieldset className={className} {...aria} aria-invalid={undefined}>
      <legend className={hideLabel ? 'visually-hidden' : 'form-label fs-6'}>{label}</legend>
      {options.map((option) => (
        <div key={option.value} className={`form-check${inline ? ' form-check-inline' : ''}`}>
          <input
            id={`${controlId}-${option.value}`}
            type="radio"
            value={option.value}
            className={`form-check-input${errorText ? ' is-invalid' : ''}`}
            disabled={disabled || readOnly}
            {...registration}
          />
          <label className="form-check-label" htmlFor={`${controlId}-${option.value}`}>
            {option.label}
          </label>
        </div>
      ))}
      <FieldNotes id={controlId} help={help} errorText={errorText} />
    </fieldset>
  )
}
