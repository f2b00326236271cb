import { useTranslation } from 'react-i18next'
import { TextField } from '@core/forms/fields/TextField'
import { Form } from '@core/forms/Form'

const errors = { invalid: { type: 'demo', message: 'formElements:input.sample.invalidMessage' } }

/** Disabled, read-only and invalid: an error replaces nothing, it joins the help under the control. */
export default function InputStates() {
  const { t } = useTranslation('formElements')
  return (
    <Form
      defaultValues={{ disabled: t('input.sample.locked'), readOnly: 'NL-2041', invalid: 'ada@' }}
      errors={errors}
    >
      <TextField label={t('input.sample.disabled')} disabled name="disabled" />
      <TextField label={t('input.sample.readOnly')} readOnly name="readOnly" />
      <TextField label={t('input.sample.invalid')} className="mb-0" name="invalid" />
    </Form>
  )
}
