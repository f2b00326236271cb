import type { ReactNode } from 'react'
import type { FieldError, UseFormRegisterReturn } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { FormFeedback, FormGroup, Input, Label, type InputProps } from 'reactstrap'

export interface FormFieldProps extends Omit<InputProps, 'id' | 'invalid'> {
  id: string
  label: string
  registration: UseFormRegisterReturn
  /** A schema's i18n key, a validation code (`required`), or with type `server` the server's own text. */
  error?: Pick<FieldError, 'message' | 'type'>
  namespace?: string
  className?: string
  hideLabel?: boolean
  children?: ReactNode
}

function messageOf(
  { message = '', type }: Pick<FieldError, 'message' | 'type'>,
  t: (key: string) => string
): string {
  if (type === 'server') return message
  return t(/[.:]/.test(message) ? message : `common:validation.${message}`)
}

export function FormField({
  id,
  label,
  registration,
  error,
  namespace = 'common',
  className,
  hideLabel = false,
  children,
  ...input
}: FormFieldProps) {
  const { t } = useTranslation(namespace)
  const { ref, ...rest } = registration
  const message = error?.message ? messageOf(error, t) : undefined
  return (
    <FormGroup className={className}>
      <Label for={id} className={hideLabel ? 'visually-hidden' : undefined}>
        {label}
      </Label>
      <Input
        id={id}
        innerRef={ref}
        invalid={Boolean(message)}
        aria-invalid={Boolean(message)}
        aria-describedby={message ? `${id}-error` : undefined}
        {...input}
        {...rest}
      >
        {children}
      </Input>
      {message && <FormFeedback id={`${id}-error`}>{message}</FormFeedback>}
    </FormGroup>
  )
}
