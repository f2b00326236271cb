import { useState } from 'react'
import { useFormContext, useWatch } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { TextField } from '@core/forms/fields/TextField'
import { Form } from '@core/forms/Form'

/** A button joined to the field: here it subscribes what was typed. */
function InputGroupButtonsFields() {
  const { setValue } = useFormContext()
  const { t } = useTranslation('formElements')
  const email = useWatch({ name: 'email' })
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
        name="email"
      />
      <p className="mb-0 small" aria-live="polite">
        {sent && t('input-group.sample.subscribed', { email: sent })}
      </p>
    </>
  )
}

export default function InputGroupButtons() {
  return (
    <Form defaultValues={{ email: '' }}>
      <InputGroupButtonsFields />
    </Form>
  )
}
