import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { lazyZodResolver } from '@core/forms/lazyZodResolver'
import { useTranslation } from 'react-i18next'
import { authLinks, type AuthVariant } from '../authLinks'
import { FieldNamespace } from '@core/forms/fields/Field'
import { TextField } from '@core/forms/fields/TextField'
import { AuthHeading, SubmitButton } from '../components/FormParts'
import { AuthSuccess } from '../components/AuthSuccess'
import { BackToLogin } from './BackToLogin'
import type { ForgotPasswordFields } from './schemas'

/** The mock has no reset endpoint, so nothing is sent; wire a real call into `onSubmit`. */
export function ForgotPasswordForm({ variant }: { variant: AuthVariant }) {
  const { t } = useTranslation('auth')
  const links = authLinks(variant)
  const [sentTo, setSentTo] = useState<string | null>(null)
  const { register, handleSubmit, formState } = useForm<ForgotPasswordFields>({
    resolver: lazyZodResolver(() => import('./schemas').then((module) => module.forgotPasswordSchema)),
    defaultValues: { email: '' }
  })

  if (sentTo) {
    return (
      <AuthSuccess title={t('forgot.sentTitle')} text={t('forgot.sentText', { email: sentTo })}>
        <BackToLogin to={links.login} />
      </AuthSuccess>
    )
  }

  return (
    <>
      <AuthHeading title={t('forgot.heading')} text={t('forgot.text')} />
      <FieldNamespace.Provider value="auth">
        <form
          noValidate
          onSubmit={handleSubmit((data) => setSentTo(data.email))}
          aria-label={t('forgot.formLabel')}
        >
          <TextField
            id="forgot-email"
            type="email"
            label={t('fields.email')}
            placeholder={t('fields.emailPlaceholder')}
            autoComplete="email"
            name="email"
          />
          <SubmitButton submitting={formState.isSubmitting}>{t('forgot.submit')}</SubmitButton>
        </form>
      </FieldNamespace.Provider>
      <BackToLogin to={links.login} />
    </>
  )
}
