import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { lazyZodResolver } from '@core/forms/lazyZodResolver'
import { useTranslation } from 'react-i18next'
import { authLinks, type AuthVariant } from '../authLinks'
import { FieldNamespace } from '@core/forms/fields/Field'
import { PasswordField } from '@core/forms/fields/PasswordField'
import { AuthHeading, SubmitButton } from '../components/FormParts'
import { AuthSuccess } from '../components/AuthSuccess'
import { BackToLogin } from './BackToLogin'
import { PASSWORD_MIN_LENGTH } from './limits'
import type { ResetPasswordFields } from './schemas'

/** New password twice; no endpoint exists in the mock, so success is shown locally. */
export function ResetPasswordForm({ variant }: { variant: AuthVariant }) {
  const { t } = useTranslation('auth')
  const links = authLinks(variant)
  const [done, setDone] = useState(false)
  const { register, handleSubmit, formState } = useForm<ResetPasswordFields>({
    resolver: lazyZodResolver(() => import('./schemas').then((module) => module.resetPasswordSchema)),
    defaultValues: { password: '', confirmPassword: '' }
  })

  if (done) {
    return (
      <AuthSuccess title={t('reset.successTitle')} text={t('reset.successText')}>
        <BackToLogin to={links.login} />
      </AuthSuccess>
    )
  }

  return (
    <>
      <AuthHeading title={t('reset.heading')} text={t('reset.text', { count: PASSWORD_MIN_LENGTH })} />
      <FieldNamespace.Provider value="auth">
        <form noValidate onSubmit={handleSubmit(() => setDone(true))} aria-label={t('reset.formLabel')}>
          <PasswordField
            id="reset-password"
            label={t('fields.newPassword')}
            autoComplete="new-password"
            name="password"
          />
          <PasswordField
            id="reset-confirm"
            label={t('fields.confirmPassword')}
            autoComplete="new-password"
            name="confirmPassword"
          />
          <SubmitButton submitting={formState.isSubmitting}>{t('reset.submit')}</SubmitButton>
        </form>
      </FieldNamespace.Provider>
      <BackToLogin to={links.login} />
    </>
  )
}
