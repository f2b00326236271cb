import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { authLinks, type AuthVariant } from '../authLinks'
import { Form } from '@core/forms/Form'
import { PasswordField } from '@core/forms/fields/PasswordField'
import { AuthHeading, SubmitButton } from '../components/FormParts'
import { AuthSuccess } from '../components/AuthSuccess'
import { BackToLogin } from './BackToLogin'
import { PASSWORD_MIN_LENGTH } from './limits'
import type { ResetPasswordFields } from './schemas'

const loadSchema = () => import('./schemas').then((module) => module.resetPasswordSchema)

/** New password twice; no endpoint exists in the mock, so success is shown locally. */
export function ResetPasswordForm({ variant }: { variant: AuthVariant }) {
  const { t } = useTranslation('auth')
  const links = authLinks(variant)
  const [done, setDone] = useState(false)

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
      <Form<ResetPasswordFields>
        lazySchema={loadSchema}
        defaultValues={{ password: '', confirmPassword: '' }}
        namespace="auth"
        label={t('reset.formLabel')}
        onSubmit={() => setDone(true)}
      >
        {(form) => (
          <>
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
            <SubmitButton submitting={form.formState.isSubmitting}>{t('reset.submit')}</SubmitButton>
          </>
        )}
      </Form>
      <BackToLogin to={links.login} />
    </>
  )
}
