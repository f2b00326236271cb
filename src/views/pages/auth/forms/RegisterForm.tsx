import { useState } from 'react'
import { Link, useNavigate } from 'react-router-dom'
import { useForm } from 'react-hook-form'
import { lazyZodResolver } from '@core/forms/lazyZodResolver'
import { applyServerError } from '@core/forms/serverErrors'
import { useTranslation } from 'react-i18next'
import { register as registerUser } from '@/redux/auth'
import { useAppDispatch } from '@/redux/hooks'
import { authLinks, type AuthVariant } from '../authLinks'
import { FieldNamespace } from '@core/forms/fields/Field'
import { CheckField } from '@core/forms/fields/CheckField'
import { PasswordField } from '@core/forms/fields/PasswordField'
import { TextField } from '@core/forms/fields/TextField'
import { AuthHeading, FormAlert, SubmitButton } from '../components/FormParts'
import type { RegisterFields } from './schemas'

/** A new user is an admin; a taken email or username appears under its field. */
export function RegisterForm({ variant }: { variant: AuthVariant }) {
  const { t } = useTranslation('auth')
  const dispatch = useAppDispatch()
  const navigate = useNavigate()
  const [generalError, setGeneralError] = useState<string | null>(null)
  const links = authLinks(variant)
  const { register, handleSubmit, setError, formState } = useForm<RegisterFields>({
    resolver: lazyZodResolver(() => import('./schemas').then((module) => module.registerSchema)),
    defaultValues: { username: '', email: '', password: '', terms: false }
  })
  const { errors, isSubmitting } = formState

  const onSubmit = async ({ username, email, password }: RegisterFields) => {
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
      <FieldNamespace.Provider value="auth">
        <form noValidate onSubmit={handleSubmit(onSubmit)} aria-label={t('register.formLabel')}>
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
          <SubmitButton submitting={isSubmitting}>{t('register.submit')}</SubmitButton>
        </form>
      </FieldNamespace.Provider>
      <p className="text-center mt-3 mb-0">
        {t('register.haveAccount')} <Link to={links.login}>{t('register.signIn')}</Link>
      </p>
    </>
  )
}
