import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { authLinks, type AuthVariant } from '../authLinks'
import { Form } from '@core/forms/Form'
import { AuthHeading, SubmitButton } from '../components/FormParts'
import { AuthSuccess } from '../components/AuthSuccess'
import { BackToLogin } from './BackToLogin'
import { CodeBoxes } from './CodeBoxes'
import { CODE_LENGTH } from './limits'
import type { TwoStepsFields } from './schemas'

const loadSchema = () => import('./schemas').then((module) => module.twoStepsSchema)

/** Success is shown locally: there is no endpoint. */
export function TwoStepsForm({ variant }: { variant: AuthVariant }) {
  const { t } = useTranslation('auth')
  const links = authLinks(variant)
  const [verified, setVerified] = useState(false)

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
      <Form<TwoStepsFields>
        lazySchema={loadSchema}
        defaultValues={{ digits: Array.from({ length: CODE_LENGTH }, () => '') }}
        namespace="auth"
        label={t('twoSteps.formLabel')}
        onSubmit={() => setVerified(true)}
      >
        {(form) => (
          <>
            <CodeBoxes />
            <SubmitButton submitting={form.formState.isSubmitting}>{t('twoSteps.submit')}</SubmitButton>
          </>
        )}
      </Form>
      <p className="text-center mt-3 mb-0 text-body-secondary">{t('twoSteps.noCode')}</p>
      <BackToLogin to={links.login} />
    </>
  )
}
