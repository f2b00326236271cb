import { useState } from 'react'
import { Link, useNavigate } from 'react-router-dom'
import { useForm } from 'react-hook-form'
import { lazyZodResolver } from '@core/forms/lazyZodResolver'
import { applyServerError } from '@core/forms/serverErrors'
import { useTranslation } from 'react-i18next'
import { register as registerUser } from '@/redux/auth'
import { useAppDispatch } from '@/redux/hooks'
import { authLinks, type AuthVariant } from '../authLinks'
import {
  AuthHeading,
  CheckField,
  FormAlert,
  PasswordField,
  SubmitButton,
  TextField
} from '../components/fields'
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
      <form noValidate onSubmit={handleSubmit(onSubmit)} aria-label={t('register.formLabel')}>
        <FormAlert message={generalError} />
        <TextField
          id="register-username"
          label={t('fields.username')}
          placeholder={t('fields.usernamePlaceholder')}
          autoComplete="username"
          registration={register('username')}
          error={errors.username}
        />
        <TextField
          id="register-email"
          type="email"
          label={t('fields.email')}
          placeholder={t('fields.emailPlaceholder')}
          autoComplete="email"
          registration={register('email')}
          error={errors.email}
        />
        <PasswordField
          id="register-password"
          label={t('fields.password')}
          autoComplete="new-password"
          registration={register('password')}
          error={errors.password}
        />
        <CheckField
          id="register-terms"
          label={t('register.terms')}
          registration={register('terms')}
          error={errors.terms}
        />
        <SubmitButton submitting={isSubmitting}>{t('register.submit')}</SubmitButton>
      </form>
      <p className="text-center mt-3 mb-0">
        {t('register.haveAccount')} <Link to={links.login}>{t('register.signIn')}</Link>
      </p>
    </>
  )
}
