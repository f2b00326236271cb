import { useState, type ReactNode } from 'react'
import type { FieldError, UseFormRegisterReturn } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { Eye, EyeOff } from 'lucide-react'
// Plain Bootstrap markup, not reactstrap: the pages people land on first have a budgeted first load.

export function useErrorText() {
  const { t } = useTranslation('auth')
  return (error: (Pick<FieldError, 'message'> & { type?: string }) | undefined): string | undefined => {
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
  labelAside?: ReactNode
}

function LabelRow({ id, label, aside }: { id: string; label: string; aside?: ReactNode }) {
  const labelElement = (
    <label className="form-label" htmlFor={id}>
      {label}
    </label>
  )
  if (!aside) return labelElement
  return (
    <div className="d-flex justify-content-between align-items-baseline gap-2">
      {labelElement}
      {aside}
    </div>
  )
}

export function TextField({
  id,
  label,
  registration,
  error,
  type = 'text',
  autoComplete,
  placeholder,
  labelAside
}: FieldProps) {
  const errorText = useErrorText()(error)
  const { ref, ...rest } = registration
  return (
    <div className="mb-3">
      <LabelRow id={id} label={label} aside={labelAside} />
      <input
        id={id}
        type={type}
        autoComplete={autoComplete}
        placeholder={placeholder}
        ref={ref}
        className={`form-control ${errorText ? 'is-invalid' : ''}`}
        aria-invalid={Boolean(errorText)}
        aria-describedby={errorText ? `${id}-error` : undefined}
        {...rest}
      />
      <FieldError id={id} text={errorText} />
    </div>
  )
}

/** A password with a show/hide button; the button is a real toggle for screen readers. */
export function PasswordField({
  id,
  label,
  registration,
  error,
  autoComplete = 'current-password',
  labelAside
}: Omit<FieldProps, 'type' | 'placeholder'>) {
  const { t } = useTranslation('auth')
  const errorText = useErrorText()(error)
  const [visible, setVisible] = useState(false)
  const { ref, ...rest } = registration
  return (
    <div className="mb-3">
      <LabelRow id={id} label={label} aside={labelAside} />
      <div className="input-group has-validation">
        <input
          id={id}
          type={visible ? 'text' : 'password'}
          autoComplete={autoComplete}
          placeholder="••••••••"
          ref={ref}
          className={`form-control ${errorText ? 'is-invalid' : ''}`}
          aria-invalid={Boolean(errorText)}
          aria-describedby={errorText ? `${id}-error` : undefined}
          {...rest}
        />
        <button
          type="button"
          className="btn btn-outline-secondary"
          aria-label={visible ? t('fields.hidePassword') : t('fields.showPassword')}
          aria-pressed={visible}
          aria-controls={id}
          onClick={() => setVisible((shown) => !shown)}
        >
          {visible ? <EyeOff size={16} aria-hidden="true" /> : <Eye size={16} aria-hidden="true" />}
        </button>
        <FieldError id={id} text={errorText} />
      </div>
    </div>
  )
}

/** Disabled with a spinner while the form is submitting, so a double click sends one request. */
export function SubmitButton({ submitting, children }: { submitting: boolean; children: ReactNode }) {
  const { t } = useTranslation('auth')
  return (
    <button className="btn btn-primary w-100" type="submit" disabled={submitting} aria-busy={submitting}>
      {submitting && <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />}
      {children}
      {submitting && <span className="visually-hidden"> {t('common.submitting')}</span>}
    </button>
  )
}

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

function FieldError({ id, text }: { id: string; text?: string }) {
  return text ? (
    <div className="invalid-feedback" id={`${id}-error`}>
      {text}
    </div>
  ) : null
}

export function CheckField({
  id,
  label,
  registration,
  error
}: {
  id: string
  label: ReactNode
  registration: UseFormRegisterReturn
  error?: FieldError
}) {
  const errorText = useErrorText()(error)
  return (
    <div className="form-check mb-3">
      <input
        id={id}
        type="checkbox"
        className={`form-check-input ${errorText ? 'is-invalid' : ''}`}
        aria-invalid={Boolean(errorText)}
        aria-describedby={errorText ? `${id}-error` : undefined}
        {...registration}
      />
      <label className="form-check-label" htmlFor={id}>
        {label}
      </label>
      <FieldError id={id} text={errorText} />
    </div>
  )
}
