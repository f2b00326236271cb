import { FieldNotes, useRegisteredField, type RegisteredFieldProps } from './Field'

/** A checkbox, or a switch, with its label beside it. */
export function CheckField({
  id,
  label,
  name,
  rules,
  help,
  disabled,
  readOnly,
  className = 'mb-3',
  switch: isSwitch = false
}: Omit<RegisteredFieldProps, 'size' | 'labelAside' | 'hideLabel'> & { switch?: boolean }) {
  const { registration, controlId, errorText, aria } = useRegisteredField({ name, rules, id, help })
  return (
    <div className={`form-check${isSwitch ? ' form-switch' : ''} ${className}`}>
      <input
        id={controlId}
        type="checkbox"
        role={isSwitch ? 'switch' : undefined}
        className={`form-check-input${errorText ? ' is-invalid' : ''}`}
        disabled={disabled || readOnly}
        {...aria}
        {...registration}
      />
      <label className="form-check-label" htmlFor={controlId}>
        {label}
      </label>
      <FieldNotes id={controlId} help={help} errorText={errorText} />
    </div>
  )
}
