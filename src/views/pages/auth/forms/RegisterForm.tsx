import { useState } from 'react'
import { Link, useNavigate } from 'react-router-dom'
import { useForm } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import { useTranslation } from 'react-i18next'
import { z } from 'zod'
import { FormFeedback, FormGroup, Input, Label } from 'reactstrap'
import { register as registerUser } from '@/redux/auth'
import { useAppDispatch } from '@/redux/hooks'
import { authLinks, type AuthVariant } from '../authLinks'
import { AuthHeading, FormAlert, PasswordField, SubmitButton, TextField, bindInput, useErrorText } from '../components/fields'
import { applyRejection } from './serverErrors'

const schema = z.object({
  username: z
    .string()
    .trim()
    .min(1, 'validation.usernameRequired')
    .min(3, 'validation.usernameShort')
    .regex(/^[\w.-]+$/, 'validation.usernameChars'),
  email: z.string().trim().min(1, 'validation.emailRequired').email('validation.emailInvalid'),
  password: z.string().min(1, 'validation.passwordRequired').min(8, 'validation.passwordMin'),
  terms: z.boolean().refine((accepted) => accepted, 'validation.termsRequired')
})
export type RegisterFields = z.infer<typeof schema>

/** Registers for real (the `register` thunk signs the new user in) and lands on the dashboard:
 *  a new user is an admin (SPEC section 6). Taken email / username appear under their fields. */
export function RegisterForm({ variant }: { variant: AuthVariant }) {
  const { t } = useTranslation('auth')
  const errorText = useErrorText()
  const dispatch = useAppDispatch()
  const navigate = useNavigate()
  const [generalError, setGeneralError] = useState<string | null>(null)
  const links = authLinks(variant)
  const { register, handleSubmit, setError, formState } = useForm<RegisterFields>({
    resolver: zodResolver(schema),
    defaultValues: { username: '', email: '', password: '', terms: false }
  })
  const { errors, isSubmitting } = formState
  const termsError = errorText(errors.terms)

  const onSubmit = async ({ username, email, password }: RegisterFields) => {
    setGeneralError(null)
    const result = await dispatch(registerUser({ username, email, password }))
    if (registerUser.fulfilled.match(result)) {
      navigate('/', { replace: true })
      return
    }
    setGeneralError(applyRejection(result.payload, setError, ['username', 'email', 'password'], t('errors.network')))
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
        <PasswordField id="register-password" label={t('fields.password')} autoComplete="new-password" registration={register('password')} error={errors.password} />
        <FormGroup check className="mb-3">
          <Input
            id="register-terms"
            type="checkbox"
            invalid={Boolean(termsError)}
            aria-invalid={Boolean(termsError)}
            aria-describedby={termsError ? 'register-terms-error' : undefined}
            {...bindInput(register('terms'))}
          />
          <Label check for="register-terms">
            {t('register.terms')}
          </Label>
          {termsError && <FormFeedback id="register-terms-error">{termsError}</FormFeedback>}
        </FormGroup>
        <SubmitButton submitting={isSubmitting}>{t('register.submit')}</SubmitButton>
      </form>
      <p className="text-center mt-3 mb-0">
        {t('register.haveAccount')} <Link to={links.login}>{t('register.signIn')}</Link>
      </p>
    </>
  )
}
