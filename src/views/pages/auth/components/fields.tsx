import { useState, type ReactNode } from 'react'
import type { FieldError, UseFormRegisterReturn } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { Eye, EyeOff } from 'lucide-react'
// Plain Bootstrap markup for the group and the alert: reactstrap's InputGroup pulls in its Dropdown
// and Alert its Fade transition, weight the sign-in page's first load should not carry.
import { Button, FormFeedback, FormGroup, Input, Label, Spinner } from 'reactstrap'

/** Zod messages are i18n keys; server messages (type 'server') are shown as the server wrote them. */
export function useErrorText() {
  const { t } = useTranslation('auth')
  return (error: Pick<FieldError, 'message'> & { type?: string } | undefined): string | undefined => {
    if (!error?.message) return undefined
    return error.type === 'server' ? error.message : t(error.message)
  }
}

interface FieldProps {
  id: string
  label: string
  registration: UseFormRegisterReturn
  error?: FieldError
  type?: 'text' | 'email'
  autoComplete?: string
  placeholder?: string
  /** Shown at the end of the label row (the "Forgot password?" link). */
  labelAside?: ReactNode
}

function LabelRow({ id, label, aside }: { id: string; label: string; aside?: ReactNode }) {
  if (!aside) return <Label for={id}>{label}</Label>
  return (
    <div className="d-flex justify-content-between align-items-baseline gap-2">
      <Label for={id}>{label}</Label>
      {aside}
    </div>
  )
}

export function TextField({ id, label, registration, error, type = 'text', autoComplete, placeholder, labelAside }: FieldProps) {
  const errorText = useErrorText()(error)
  const { ref, ...rest } = registration
  return (
    <FormGroup>
      <LabelRow id={id} label={label} aside={labelAside} />
      <Input
        id={id}
        type={type}
        autoComplete={autoComplete}
        placeholder={placeholder}
        innerRef={ref}
        invalid={Boolean(errorText)}
        aria-invalid={Boolean(errorText)}
        aria-describedby={errorText ? `${id}-error` : undefined}
        {...rest}
      />
      {errorText && <FormFeedback id={`${id}-error`}>{errorText}</FormFeedback>}
    </FormGroup>
  )
}

/** A password with a show/hide button; the button is a real toggle for screen readers. */
export function PasswordField({ id, label, registration, error, autoComplete = 'current-password', labelAside }: Omit<FieldProps, 'type' | 'placeholder'>) {
  const { t } = useTranslation('auth')
  const errorText = useErrorText()(error)
  const [visible, setVisible] = useState(false)
  const { ref, ...rest } = registration
  return (
    <FormGroup>
      <LabelRow id={id} label={label} aside={labelAside} />
      <div className="input-group has-validation">
        <Input
          id={id}
          type={visible ? 'text' : 'password'}
          autoComplete={autoComplete}
          placeholder="••••••••"
          innerRef={ref}
          invalid={Boolean(errorText)}
          aria-invalid={Boolean(errorText)}
          aria-describedby={errorText ? `${id}-error` : undefined}
          {...rest}
        />
        <Button
          type="button"
          color="secondary"
          outline
          aria-label={visible ? t('fields.hidePassword') : t('fields.showPassword')}
          aria-pressed={visible}
          aria-controls={id}
          onClick={() => setVisible((shown) => !shown)}
        >
          {visible ? <EyeOff size={16} aria-hidden="true" /> : <Eye size={16} aria-hidden="true" />}
        </Button>
        {errorText && <FormFeedback id={`${id}-error`}>{errorText}</FormFeedback>}
      </div>
    </FormGroup>
  )
}

/** Disabled with a spinner while the form is submitting, so a double click sends one request. */
export function SubmitButton({ submitting, children }: { submitting: boolean; children: ReactNode }) {
  const { t } = useTranslation('auth')
  return (
    <Button color="primary" type="submit" block disabled={submitting} aria-busy={submitting}>
      {submitting && <Spinner size="sm" className="me-2" aria-hidden="true" />}
      {children}
      {submitting && <span className="visually-hidden"> {t('common.submitting')}</span>}
    </Button>
  )
}

/** A failure that belongs to no field (network down, server fault). */
export function FormAlert({ message }: { message: string | null }) {
  if (!message) return null
  return (
    <div className="alert alert-danger py-2" role="alert">
      {message}
    </div>
  )
}

export function AuthHeading({ title, text }: { title: string; text: ReactNode }) {
  return (
    <div className="mb-4">
      <h1 className="h3 mb-1">{title}</h1>
      <p className="text-body-secondary mb-0">{text}</p>
    </div>
  )
}

/** reactstrap's Input forwards the DOM node through `innerRef`, not `ref`. */
export function bindInput({ ref, ...rest }: UseFormRegisterReturn) {
  return { innerRef: ref, ...rest }
}
