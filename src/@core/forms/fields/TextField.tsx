import type { KeyboardEvent, ReactNode } from 'react'
import { controlClass, FieldLabel, FieldNotes, useRegisteredField, type RegisteredFieldProps } from './Field'

export interface TextFieldProps extends RegisteredFieldProps {
  type?:
    'text' | 'email' | 'tel' | 'url' | 'search' | 'number' | 'date' | 'time' | 'datetime-local' | 'password'
  autoComplete?: string
  placeholder?: string
  inputMode?: 'text' | 'decimal' | 'numeric' | 'email' | 'tel' | 'url' | 'search'
  min?: number | string
  max?: number | string
  step?: number | string
  maxLength?: number
  /** Input-group add-ons before and after the control (text or a button). */
  start?: ReactNode
  end?: ReactNode
  /** The label inside the control, lifted when it has a value. */
  floating?: boolean
  /** A key of its own (Escape to close an inline form). */
  onKeyDown?: (event: KeyboardEvent<HTMLInputElement>) => void
}

/** A text-like input with its label, help and error. */
export function TextField({
  id,
  label,
  name,
  rules,
  help,
  labelAside,
  hideLabel,
  size,
  className = 'mb-3',
  start,
  end,
  floating,
  type = 'text',
  ...input
}: TextFieldProps) {
  const { registration, controlId, errorText, aria } = useRegisteredField({ name, rules, id, help })
  const { ref, ...rest } = registration
  const control = (
    <input
      id={controlId}
      type={type}
      ref={ref}
      className={controlClass('form-control', size, Boolean(errorText))}
      placeholder={floating ? ' ' : undefined}
      {...aria}
      {...input}
      {...rest}
    />
  )
  if (floating) {
    return (
      <div className={className}>
        <div className="form-floating">
          {control}
          <label htmlFor={controlId}>{label}</label>
        </div>
        <FieldNotes id={controlId} help={help} errorText={errorText} />
      </div>
    )
  }
  const addon = (part: ReactNode) =>
    typeof part === 'string' ? <span className="input-group-text">{part}</span> : part
  return (
    <div className={className}>
      <FieldLabel htmlFor={controlId} label={label} aside={labelAside} hidden={hideLabel} />
      {start || end ? (
        <div className={`input-group has-validation${size ? ` input-group-${size}` : ''}`}>
          {addon(start)}
          {control}
          {addon(end)}
        </div>
      ) : (
        control
      )}
      <FieldNotes id={controlId} help={help} errorText={errorText} />
    </div>
  )
}
