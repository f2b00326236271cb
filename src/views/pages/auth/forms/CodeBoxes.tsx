import { useFormContext, useWatch } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
// eslint-disable-next-line no-restricted-imports -- six one-digit boxes make one field
import { Input } from 'reactstrap'
import { useErrorText } from '@core/forms/fields/Field'
import { CODE_LENGTH } from './limits'
import type { TwoStepsFields } from './schemas'
import { useCodeBoxes } from './useCodeBoxes'

const indexes = Array.from({ length: CODE_LENGTH }, (_, index) => index)

/** One box a digit; typing moves on, backspace goes back, a pasted code fills them all. */
export function CodeBoxes() {
  const { t } = useTranslation('auth')
  const form = useFormContext<TwoStepsFields>()
  const { errors } = form.formState
  const error = useErrorText(errors.digits?.root ?? errors.digits, 'auth')
  const digits = useWatch({ control: form.control, name: 'digits' })
  const { inputs, onType, onKeyDown, onPaste } = useCodeBoxes(form)
  return (
    <fieldset className="mb-3" aria-describedby={error ? 'two-steps-error' : undefined}>
      <legend className="form-label fs-6 mb-2">{t('twoSteps.codeLabel')}</legend>
      {/* Codes read left to right in every language. */}
      <div className="auth-code" dir="ltr">
        {indexes.map((index) => {
          const { ref, onChange: _onChange, ...field } = form.register(`digits.${index}`)
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
  )
}
