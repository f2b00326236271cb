import type { FieldError, UseFormRegisterReturn } from 'react-hook-form'
import { FormField } from '@core/components/forms/FormField'

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

export function TextField({ type = 'text', ...field }: TextFieldProps) {
  return <FormField namespace="user" type={type} {...field} />
}

export function SelectField({ options, ...field }: FieldProps & { options: readonly Option[] }) {
  return (
    <FormField namespace="user" type="select" {...field}>
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </FormField>
  )
}
