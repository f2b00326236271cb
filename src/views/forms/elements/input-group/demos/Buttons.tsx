import { useState } from 'react'
import { useForm, useWatch } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { TextField } from '@core/forms/fields/TextField'

/** A button joined to the field: here it subscribes what was typed. */
export default function InputGroupButtons() {
  const { t } = useTranslation('formElements')
  const { register, control, setValue } = useForm({ defaultValues: { email: '' } })
  const email = useWatch({ control, name: 'email' })
  const [sent, setSent] = useState('')
  return (
    <>
      <TextField
        type="email"
        label={t('input-group.sample.newsletter')}
        end={
          <button
            type="button"
            className="btn btn-primary"
            disabled={!email.trim()}
            onClick={() => setSent(email)}
          >
            {t('input-group.sample.subscribe')}
          </button>
        }
        start={
          <button type="button" className="btn btn-outline-secondary" onClick={() => setValue('email', '')}>
            {t('input-group.sample.clear')}
          </button>
        }
        registration={register('email')}
      />
      <p className="mb-0 small" aria-live="polite">
        {sent && t('input-group.sample.subscribed', { email: sent })}
      </p>
    </>
  )
}
