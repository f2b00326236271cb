import { useRef, useState, type ClipboardEvent, type KeyboardEvent } from 'react'
import { useForm, useWatch } from 'react-hook-form'
import { lazyZodResolver } from '@core/forms/lazyZodResolver'
import { useTranslation } from 'react-i18next'
import { Input } from 'reactstrap'
import { authLinks, type AuthVariant } from '../authLinks'
import { AuthHeading, SubmitButton, useErrorText } from '../components/fields'
import { AuthSuccess } from '../components/AuthSuccess'
import { BackToLogin } from './BackToLogin'
import { CODE_LENGTH } from './limits'
import type { TwoStepsFields } from './schemas'

const indexes = Array.from({ length: CODE_LENGTH }, (_, index) => index)

/** Six one-digit boxes that behave as one field: typing moves on, Backspace moves back, arrows
 *  move, and pasting a whole code fills every box. Success is shown locally (no endpoint). */
export function TwoStepsForm({ variant }: { variant: AuthVariant }) {
  const { t } = useTranslation('auth')
  const errorText = useErrorText()
  const links = authLinks(variant)
  const [verified, setVerified] = useState(false)
  const inputs = useRef<(HTMLInputElement | null)[]>([])
  const { register, handleSubmit, setValue, getValues, control, formState } = useForm<TwoStepsFields>({
    resolver: lazyZodResolver(() => import('./schemas').then((module) => module.twoStepsSchema)),
    defaultValues: { digits: indexes.map(() => '') }
  })
  const digits = useWatch({ control, name: 'digits' })
  const error = errorText(formState.errors.digits?.root ?? formState.errors.digits)
  const focus = (index: number) => inputs.current[Math.max(0, Math.min(CODE_LENGTH - 1, index))]?.focus()
  const put = (index: number, digit: string) => setValue(`digits.${index}`, digit, { shouldValidate: formState.isSubmitted })

  const onType = (index: number, raw: string) => {
    const digit = raw.replace(/\D/g, '').slice(-1)
    put(index, digit)
    if (digit && index < CODE_LENGTH - 1) focus(index + 1)
  }

  const onKeyDown = (index: number, event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Backspace') {
      event.preventDefault()
      // A filled box is cleared in place; an empty one hands Backspace to the box before it.
      if (getValues(`digits.${index}`)) put(index, '')
      else if (index > 0) {
        put(index - 1, '')
        focus(index - 1)
      }
    } else if (event.key === 'ArrowLeft') {
      event.preventDefault()
      focus(index - 1)
    } else if (event.key === 'ArrowRight') {
      event.preventDefault()
      focus(index + 1)
    }
  }

  const onPaste = (index: number, event: ClipboardEvent<HTMLInputElement>) => {
    const pasted = event.clipboardData.getData('text').replace(/\D/g, '')
    if (!pasted) return
    event.preventDefault()
    // A whole code fills from the first box wherever it is pasted; a fragment fills from here.
    const start = pasted.length >= CODE_LENGTH ? 0 : index
    const chars = pasted.slice(0, CODE_LENGTH - start).split('')
    chars.forEach((digit, offset) => put(start + offset, digit))
    focus(start + chars.length - 1)
  }

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
      <form noValidate onSubmit={handleSubmit(() => setVerified(true))} aria-label={t('twoSteps.formLabel')}>
        <fieldset className="mb-3" aria-describedby={error ? 'two-steps-error' : undefined}>
          <legend className="form-label fs-6 mb-2">{t('twoSteps.codeLabel')}</legend>
          {/* Codes read left to right in every language. */}
          <div className="auth-code" dir="ltr">
            {indexes.map((index) => {
              const { ref, onChange: _onChange, ...field } = register(`digits.${index}`)
              return (
                <Input
                  key={index}
                  {...field}
                  innerRef={(element: HTMLInputElement | null) => {
                    ref(element)
                    inputs.current[index] = element
                  }}
                  type="text"
                  inputMode="numeric"
                  autoComplete={index === 0 ? 'one-time-code' : 'off'}
                  maxLength={2}
                  aria-label={t('twoSteps.digitLabel', { position: index + 1, count: CODE_LENGTH })}
                  invalid={Boolean(error) && !digits[index]}
                  aria-invalid={Boolean(error) && !digits[index]}
                  onChange={(event) => onType(index, event.target.value)}
                  onKeyDown={(event) => onKeyDown(index, event)}
                  onPaste={(event) => onPaste(index, event)}
                  onFocus={(event) => event.target.select()}
                />
              )
            })}
          </div>
          {error && (
            <div id="two-steps-error" className="invalid-feedback d-block">
              {error}
            </div>
          )}
        </fieldset>
        <SubmitButton submitting={formState.isSubmitting}>{t('twoSteps.submit')}</SubmitButton>
      </form>
      <p className="text-center mt-3 mb-0 text-body-secondary">{t('twoSteps.noCode')}</p>
      <BackToLogin to={links.login} />
    </>
  )
}
