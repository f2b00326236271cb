import type { FieldError, UseFormRegisterReturn } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { FormFeedback, FormGroup, Input, Label } from 'reactstrap'

export interface Option {
  value: string
  label: string
}

interface FieldProps {
  id: string
  label: string
  registration: UseFormRegisterReturn
  error?: FieldError
  className?: string
}

interface TextFieldProps extends FieldProps {
  type?: 'text' | 'email' | 'tel' | 'password'
  autoComplete?: string
  placeholder?: string
}

/** Props that tie a control to its label and its error (zod messages are `user` i18n keys). */
function useControlProps({ id, registration, error }: FieldProps) {
  const { t } = useTranslation('user')
  const { ref, ...rest } = registration
  const message = error?.message ? t(error.message) : undefined
  const control = { id, innerRef: ref, invalid: Boolean(message), 'aria-invalid': Boolean(message), 'aria-describedby': message ? `${id}-error` : undefined, ...rest }
  const feedback = message && <FormFeedback id={`${id}-error`}>{message}</FormFeedback>
  return { control, feedback }
}

export function TextField({ type = 'text', autoComplete, placeholder, className, ...field }: TextFieldProps) {
  const { control, feedback } = useControlProps(field)
  return (
    <FormGroup className={className}>
      <Label for={field.id}>{field.label}</Label>
      <Input type={type} autoComplete={autoComplete} placeholder={placeholder} {...control} />
      {feedback}
    </FormGroup>
  )
}

export function SelectField({ options, className, ...field }: FieldProps & { options: readonly Option[] }) {
  const { control, feedback } = useControlProps(field)
  return (
    <FormGroup className={className}>
      <Label for={field.id}>{field.label}</Label>
      <Input type="select" {...control}>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </Input>
      {feedback}
    </FormGroup>
  )
}
