import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'

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
