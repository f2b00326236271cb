import { useState } from 'react'
import { Link } from 'react-router-dom'
import { useTranslation } from 'react-i18next'
import { Button, Spinner } from 'reactstrap'
import { notify } from '@core/components/toast'
import { selectUserData } from '@/redux/auth'
import { useAppSelector } from '@/redux/hooks'
import type { AuthVariant } from '../authLinks'
import { AuthHeading } from '../components/fields'

const DEMO_ADDRESS = 'hello@nordlight.dev'

// The mock has no "resend" endpoint; the pause stands in for the call so the button shows its busy state.
const RESEND_DELAY_MS = 400

export function VerifyEmailPanel(_props: { variant: AuthVariant }) {
  const { t } = useTranslation('auth')
  const email = useAppSelector(selectUserData)?.email ?? DEMO_ADDRESS
  const [sending, setSending] = useState(false)

  const resend = () => {
    setSending(true)
    window.setTimeout(() => {
      setSending(false)
      notify.success(t('verify.resent', { email }))
    }, RESEND_DELAY_MS)
  }

  return (
    <>
      <AuthHeading
        title={t('verify.heading')}
        text={
          <>
            {t('verify.text')}{' '}
            <strong className="text-body text-break" dir="ltr">
              {email}
            </strong>
            . {t('verify.follow')}
          </>
        }
      />
      <Link to="/" className="btn btn-primary w-100">
        {t('verify.skip')}
      </Link>
      <p className="text-center mt-3 mb-0">
        {t('verify.noEmail')}{' '}
        <Button
          color="link"
          className="p-0 align-baseline"
          onClick={resend}
          disabled={sending}
          aria-busy={sending}
        >
          {sending && <Spinner size="sm" className="me-1" aria-hidden="true" />}
          {t('verify.resend')}
        </Button>
      </p>
    </>
  )
}
