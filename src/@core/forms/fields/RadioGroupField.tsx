import type { ReactNode } from 'react'
import { useWatch } from 'react-hook-form'
import { FieldNotes, useRegisteredField, type RegisteredFieldProps } from './Field'

export interface Choice {
  value: string
  label: ReactNode
}

interface Props extends Omit<RegisteredFieldProps, 'size' | 'labelAside'> {
  options: readonly Choice[]
  inline?: boolean
  /** Each choice a bordered card, the chosen one outlined (plans, shipping options). */
  cards?: boolean
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
  inline = false,
  cards = false
}: Props) {
  const { registration, controlId, errorText, aria } = useRegisteredField({ name, rules, id, help })
  const chosen: unknown = useWatch({ name })
  const radio = (option: Choice, extra = '') => (
    <input
      id={`${controlId}-${option.value}`}
      type="radio"
      value={option.value}
      className={`form-check-input${extra}${errorText ? ' is-invalid' : ''}`}
      disabled={disabled || readOnly}
      {...registration}
    />
  )
  return (
    <fieldset className={className} {...aria} aria-invalid={undefined}>
      <legend className={hideLabel ? 'visually-hidden' : 'form-label fs-6'}>{label}</legend>
      {options.map((option) =>
        cards ? (
          <label
            key={option.value}
            htmlFor={`${controlId}-${option.value}`}
            className={`d-flex align-items-center gap-3 border rounded p-3 mb-2${
              chosen === option.value ? ' border-primary' : ''
            }`}
            style={{ cursor: 'pointer' }}
          >
            {radio(option, ' mt-0')}
            {option.label}
          </label>
        ) : (
          <div key={option.value} className={`form-check${inline ? ' form-check-inline' : ''}`}>
            {radio(option)}
            <label className="form-check-label" htmlFor={`${controlId}-${option.value}`}>
              {option.label}
            </label>
          </div>
        )
      )}
      <FieldNotes id={controlId} help={help} errorText={errorText} />
    </fieldset>
  )
}
