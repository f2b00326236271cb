import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { authLinks, type AuthVariant } from '../authLinks'
import { Form } from '@core/forms/Form'
import { TextField } from '@core/forms/fields/TextField'
import { AuthHeading, SubmitButton } from '../components/FormParts'
import { AuthSuccess } from '../components/AuthSuccess'
import { BackToLogin } from './BackToLogin'
import type { ForgotPasswordFields } from './schemas'

const loadSchema = () => import('./schemas').then((module) => module.forgotPasswordSchema)

/** The mock has no reset endpoint, so nothing is sent; wire a real call into `onSubmit`. */
export function ForgotPasswordForm({ variant }: { variant: AuthVariant }) {
  const { t } = useTranslation('auth')
  const links = authLinks(variant)
  const [sentTo, setSentTo] = useState<string | null>(null)

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
      <Form<ForgotPasswordFields>
        lazySchema={loadSchema}
        defaultValues={{ email: '' }}
        namespace="auth"
        label={t('forgot.formLabel')}
        onSubmit={(data) => setSentTo(data.email)}
      >
        {(form) => (
          <>
            <TextField
              id="forgot-email"
              type="email"
              label={t('fields.email')}
              placeholder={t('fields.emailPlaceholder')}
              autoComplete="email"
              name="email"
            />
            <SubmitButton submitting={form.formState.isSubmitting}>{t('forgot.submit')}</SubmitButton>
          </>
        )}
      </Form>
      <BackToLogin to={links.login} />
    </>
  )
}
