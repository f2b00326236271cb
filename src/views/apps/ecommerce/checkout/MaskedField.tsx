import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { IMaskInput } from 'react-imask'
import { FormFeedback, FormGroup, Label } from 'reactstrap'

interface Props<T extends FieldValues> {
  control: Control<T>
  name: Path<T>
  id: string
  label: string
  mask: string
  placeholder?: string
  autoComplete?: string
  inputMode?: 'numeric' | 'text'
}

export function MaskedField<T extends FieldValues>({
  control,
  name,
  id,
  label,
  mask,
  placeholder,
  autoComplete,
  inputMode = 'numeric'
}: Props<T>) {
  const { t } = useTranslation('ecommerce')
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <FormGroup>
          <Label for={id}>{label}</Label>
          <IMaskInput
            id={id}
            mask={mask}
            value={String(field.value ?? '')}
            onAccept={(value: string) => field.onChange(value)}
            onBlur={field.onBlur}
            inputRef={field.ref}
            placeholder={placeholder}
            autoComplete={autoComplete}
            inputMode={inputMode}
            dir="ltr"
            className={`form-control ${fieldState.error ? 'is-invalid' : ''}`}
            aria-invalid={Boolean(fieldState.error)}
            aria-describedby={fieldState.error ? `${id}-error` : undefined}
          />
          {fieldState.error?.message && (
            <FormFeedback id={`${id}-error`}>{t(fieldState.error.message)}</FormFeedback>
          )}
        </FormGroup>
      )}
    />
  )
}
