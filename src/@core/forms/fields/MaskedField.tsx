import { IMaskInput } from 'react-imask'
import type { FieldValues } from 'react-hook-form'
import { controlClass, FieldLabel, FieldNotes, useBoundField, type FieldProps } from './Field'

export interface MaskedFieldProps<T extends FieldValues> extends FieldProps<T> {
  /** An imask pattern: `0` a digit, `a` a letter, `*` either; other characters are shown as typed. */
  mask: string
  /** The form keeps the text as shown, mask characters included, instead of the raw value. */
  keepMasked?: boolean
  placeholder?: string
  autoComplete?: string
  inputMode?: 'numeric' | 'text' | 'tel'
}

/** A text input that follows a pattern (card numbers, phones, dates). */
export function MaskedField<T extends FieldValues>(props: MaskedFieldProps<T>) {
  const { label, help, labelAside, hideLabel, size, disabled, readOnly, className = 'mb-3' } = props
  const { mask, keepMasked = false, placeholder, autoComplete, inputMode = 'numeric' } = props
  const { field, controlId, errorText, aria } = useBoundField(props)
  return (
    <div className={className}>
      <FieldLabel htmlFor={controlId} label={label} aside={labelAside} hidden={hideLabel} />
      <IMaskInput
        id={controlId}
        name={field.name}
        mask={mask}
        unmask={!keepMasked}
        value={String(field.value ?? '')}
        onAccept={(value: string) => field.onChange(value)}
        onBlur={field.onBlur}
        inputRef={field.ref}
        placeholder={placeholder}
        autoComplete={autoComplete}
        inputMode={inputMode}
        disabled={disabled}
        readOnly={readOnly}
        dir="ltr"
        className={controlClass('form-control', size, Boolean(errorText))}
        {...aria}
      />
      <FieldNotes id={controlId} help={help} errorText={errorText} />
    </div>
  )
}
