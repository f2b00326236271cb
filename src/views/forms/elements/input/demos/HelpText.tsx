import { useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { TextField } from '@core/forms/fields/TextField'

/** A help line under the control, read out with it by screen readers. */
export default function InputHelpText() {
  const { t } = useTranslation('formElements')
  const { register } = useForm({ defaultValues: { username: '' } })
  return (
    <TextField
      label={t('input.sample.username')}
      help={t('input.sample.usernameHelp')}
      autoComplete="off"
      className="mb-0"
      registration={register('username')}
    />
  )
}
