import { useState } from 'react'
import { Link, useNavigate, useSearchParams } from 'react-router-dom'
import type { UseFormReturn } from 'react-hook-form'
import { applyServerError } from '@core/forms/serverErrors'
import { useTranslation } from 'react-i18next'
import { login } from '@/redux/auth'
import { useAppDispatch } from '@/redux/hooks'
import { landingFor } from '@/utility/auth/landing'
import { authLinks, type AuthVariant } from '../authLinks'
import { Form } from '@core/forms/Form'
import { CheckField } from '@core/forms/fields/CheckField'
import { PasswordField } from '@core/forms/fields/PasswordField'
import { TextField } from '@core/forms/fields/TextField'
import { AuthHeading, FormAlert, SubmitButton } from '../components/FormParts'
import { ScenarioNotice } from '../components/ScenarioNotice'
import { DemoAccounts } from './DemoAccounts'
import type { LoginFields } from './schemas'

const loadSchema = () => import('./schemas').then((module) => module.loginSchema)

export function LoginForm({ variant }: { variant: AuthVariant }) {
  const { t } = useTranslation('auth')
  const dispatch = useAppDispatch()
  const navigate = useNavigate()
  const [searchParams] = useSearchParams()
  const [generalError, setGeneralError] = useState<string | null>(null)
  const links = authLinks(variant)

  const onSubmit = async ({ email, password }: LoginFields, { setError }: UseFormReturn<LoginFields>) => {
    setGeneralError(null)
    const result = await dispatch(login({ email, password }))
    if (login.fulfilled.match(result)) {
      navigate(landingFor(result.payload.userData, searchParams.get('returnTo')), { replace: true })
      return
    }
    setGeneralError(
      applyServerError(
        result.payload && { fieldErrors: result.payload.fieldErrors },
        setError,
        ['email', 'password'],
        t('errors.network')
      )
    )
  }

  const fillAccount = (
    { setValue, clearErrors, setFocus }: UseFormReturn<LoginFields>,
    email: string,
    password: string
  ) => {
    setValue('email', email)
    setValue('password', password)
    clearErrors()
    setGeneralError(null)
    setFocus('password')
  }

  return (
    <>
      <AuthHeading title={t('login.heading')} text={t('login.text')} />
      <ScenarioNotice />
      <Form<LoginFields>
        lazySchema={loadSchema}
        defaultValues={{ email: '', password: '', remember: true }}
        namespace="auth"
        label={t('login.formLabel')}
        onSubmit={onSubmit}
        before={(form) => <DemoAccounts onUse={(email, password) => fillAccount(form, email, password)} />}
      >
        {(form) => (
          <>
            <FormAlert message={generalError} />
            <TextField
              id="login-email"
              type="email"
              label={t('fields.email')}
              placeholder={t('fields.emailPlaceholder')}
              autoComplete="username"
              name="email"
            />
            <PasswordField
              id="login-password"
              label={t('fields.password')}
              name="password"
              labelAside={
                <Link to={links.forgotPassword} className="small">
                  {t('login.forgot')}
                </Link>
              }
            />
            <CheckField id="login-remember" label={t('login.remember')} name="remember" />
            <SubmitButton submitting={form.formState.isSubmitting}>{t('login.submit')}</SubmitButton>
          </>
        )}
      </Form>
      <p className="text-center mt-3 mb-0">
        {t('login.newHere')} <Link to={links.register}>{t('login.createAccount')}</Link>
      </p>
    </>
  )
}
