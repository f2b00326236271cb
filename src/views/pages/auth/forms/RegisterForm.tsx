import { useState } from 'react'
import { Link, useNavigate } from 'react-router-dom'
import type { UseFormReturn } from 'react-hook-form'
import { applyServerError } from '@core/forms/serverErrors'
import { useTranslation } from 'react-i18next'
import { register as registerUser } from '@/redux/auth'
import { useAppDispatch } from '@/redux/hooks'
import { authLinks, type AuthVariant } from '../authLinks'
import { Form } from '@core/forms/Form'
import { CheckField } from '@core/forms/fields/CheckField'
import { PasswordField } from '@core/forms/fields/PasswordField'
import { TextField } from '@core/forms/fields/TextField'
import { AuthHeading, FormAlert, SubmitButton } from '../components/FormParts'
import type { RegisterFields } from './schemas'

const loadSchema = () => import('./schemas').then((module) => module.registerSchema)

/** A new user is an admin; a taken email or username appears under its field. */
export function RegisterForm({ variant }: { variant: AuthVariant }) {
  const { t } = useTranslation('auth')
  const dispatch = useAppDispatch()
  const navigate = useNavigate()
  const [generalError, setGeneralError] = useState<string | null>(null)
  const links = authLinks(variant)

  const onSubmit = async (
    { username, email, password }: RegisterFields,
    { setError }: UseFormReturn<RegisterFields>
  ) => {
    setGeneralError(null)
    const result = await dispatch(registerUser({ username, email, password }))
    if (registerUser.fulfilled.match(result)) {
      navigate('/', { replace: true })
      return
    }
    setGeneralError(
      applyServerError(
        result.payload && { fieldErrors: result.payload.fieldErrors },
        setError,
        ['username', 'email', 'password'],
        t('errors.network')
      )
    )
  }

  return (
    <>
      <AuthHeading title={t('register.heading')} text={t('register.text')} />
      <Form<RegisterFields>
        lazySchema={loadSchema}
        defaultValues={{ username: '', email: '', password: '', terms: false }}
        namespace="auth"
        label={t('register.formLabel')}
        onSubmit={onSubmit}
      >
        {(form) => (
          <>
            <FormAlert message={generalError} />
            <TextField
              id="register-username"
              label={t('fields.username')}
              placeholder={t('fields.usernamePlaceholder')}
              autoComplete="username"
              name="username"
            />
            <TextField
              id="register-email"
              type="email"
              label={t('fields.email')}
              placeholder={t('fields.emailPlaceholder')}
              autoComplete="email"
              name="email"
            />
            <PasswordField
              id="register-password"
              label={t('fields.password')}
              autoComplete="new-password"
              name="password"
            />
            <CheckField id="register-terms" label={t('register.terms')} name="terms" />
            <SubmitButton submitting={form.formState.isSubmitting}>{t('register.submit')}</SubmitButton>
          </>
        )}
      </Form>
      <p className="text-center mt-3 mb-0">
        {t('register.haveAccount')} <Link to={links.login}>{t('register.signIn')}</Link>
      </p>
    </>
  )
}
