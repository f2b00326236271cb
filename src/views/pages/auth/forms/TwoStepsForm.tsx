import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { lazyZodResolver } from '@core/forms/lazyZodResolver'
import { useTranslation } from 'react-i18next'
import { authLinks, type AuthVariant } from '../authLinks'
import { AuthHeading, SubmitButton, useErrorText } from '../components/fields'
import { AuthSuccess } from '../components/AuthSuccess'
import { BackToLogin } from './BackToLogin'
import { CodeBoxes } from './CodeBoxes'
import { CODE_LENGTH } from './limits'
import type { TwoStepsFields } from './schemas'

/** Success is shown locally: there is no endpoint. */
export function TwoStepsForm({ variant }: { variant: AuthVariant }) {
  const { t } = useTranslation('auth')
  const errorText = useErrorText()
  const links = authLinks(variant)
  const [verified, setVerified] = useState(false)
  const form = useForm<TwoStepsFields>({
    resolver: lazyZodResolver(() => import('./schemas').then((module) => module.twoStepsSchema)),
    defaultValues: { digits: Array.from({ length: CODE_LENGTH }, () => '') }
  })
  const { errors, isSubmitting } = form.formState
  const error = errorText(errors.digits?.root ?? errors.digits)

  if (verified) {
    return (
      <AuthSuccess title={t('twoSteps.successTitle')} text={t('twoSteps.successText')}>
        <BackToLogin to={links.login} />
      </AuthSuccess>
    )
  }

  return (
    <>
      <AuthHeading
        title={t('twoSteps.heading')}
        text={
          <>
            {t('twoSteps.text')}{' '}
            <strong className="text-body" dir="ltr">
              ••• ••• 1234
            </strong>
          </>
        }
      />
      <form
        noValidate
        onSubmit={form.handleSubmit(() => setVerified(true))}
        aria-label={t('twoSteps.formLabel')}
      >
        <CodeBoxes form={form} error={error} />
        <SubmitButton submitting={isSubmitting}>{t('twoSteps.submit')}</SubmitButton>
      </form>
      <p className="text-center mt-3 mb-0 text-body-secondary">{t('twoSteps.noCode')}</p>
      <BackToLogin to={links.login} />
    </>
  )
}
