import { useTranslation } from 'react-i18next'
import { TextField } from '@core/forms/fields/TextField'
import { Form } from '@core/forms/Form'

/** A help line under the control, read out with it by screen readers. */
export default function InputHelpText() {
  const { t } = useTranslation('formElements')
  return (
    <Form defaultValues={{ username: '' }}>
      <TextField
        label={t('input.sample.username')}
        help={t('input.sample.usernameHelp')}
        autoComplete="off"
        className="mb-0"
        name="username"
      />
    </Form>
  )
}
