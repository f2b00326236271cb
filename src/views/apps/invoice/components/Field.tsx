import type { ReactNode } from 'react'
import type { FieldError, UseFormRegisterReturn } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { FormFeedback, FormGroup, Input, Label, type InputProps } from 'reactstrap'

interface Props extends Omit<InputProps, 'id' | 'invalid'> {
  id: string
  label: string
  registration: UseFormRegisterReturn
  /** Its message is an `invoice` i18n key (zod schemas) or a server's own text. */
  error?: Pick<FieldError, 'message'>
  className?: string
  hideLabel?: boolean
  children?: ReactNode
}

/** A labelled control bound to react-hook-form, with its error tied to it for screen readers. */
export function Field({ id, label, registration, error, className, hideLabel = false, children, ...input }: Props) {
  const { t } = useTranslation('invoice')
  const { ref, ...rest } = registration
  const message = error?.message ? t(error.message) : undefined
  return (
    <FormGroup className={className}>
      <Label for={id} className={hideLabel ? 'visually-hidden' : undefined}>
        {label}
      </Label>
      <Input id={id} innerRef={ref} invalid={Boolean(message)} aria-describedby={message ? `${id}-error` : undefined} {...input} {...rest}>
        {children}
      </Input>
      {message && <FormFeedback id={`${id}-error`}>{message}</FormFeedback>}
    </FormGroup>
  )
}
