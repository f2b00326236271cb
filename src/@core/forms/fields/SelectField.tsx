import { controlClass, FieldLabel, FieldNotes, useRegisteredField, type RegisteredFieldProps } from './Field'

export interface Option {
  value: string
  label: string
}

/** A native select over a short, fixed list (react-select's Select is for search, multi or async). */
export function SelectField({
  id,
  label,
  name,
  rules,
  help,
  labelAside,
  hideLabel,
  size,
  disabled,
  readOnly,
  className = 'mb-3',
  options,
  placeholder
}: RegisteredFieldProps & { options: readonly Option[]; placeholder?: string }) {
  const { registration, controlId, errorText, aria } = useRegisteredField({ name, rules, id, help })
  const { ref, ...rest } = registration
  return (
    <div className={className}>
      <FieldLabel htmlFor={controlId} label={label} aside={labelAside} hidden={hideLabel} />
      <select
        id={controlId}
        ref={ref}
        className={controlClass('form-select', size, Boolean(errorText))}
        disabled={disabled || readOnly}
        {...aria}
        {...rest}
      >
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <FieldNotes id={controlId} help={help} errorText={errorText} />
    </div>
  )
}
