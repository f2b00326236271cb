import { useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { TextField } from '@core/forms/fields/TextField'

const errors = { invalid: { type: 'demo', message: 'formElements:input.sample.invalidMessage' } }

/** Disabled, read-only and invalid: an error replaces nothing, it joins the help under the control. */
export default function InputStates() {
  const { t } = useTranslation('formElements')
  const { register } = useForm({
    defaultValues: { disabled: t('input.sample.locked'), readOnly: 'NL-2041', invalid: 'ada@' },
    errors
  })
  return (
    <>
      <TextField label={t('input.sample.disabled')} disabled registration={register('disabled')} />
      <TextField label={t('input.sample.readOnly')} readOnly registration={register('readOnly')} />
      <TextField label={t('input.sample.invalid')} className="mb-0" registration={register('invalid')} />
    </>
  )
}
