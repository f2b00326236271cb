import { useTranslation } from 'react-i18next'
import { TextField } from '@core/forms/fields/TextField'
import { Form } from '@core/forms/Form'

/** The label sits inside the control and moves up once there is a value. */
export default function InputFloating() {
  const { t } = useTranslation('formElements')
  return (
    <Form defaultValues={{ name: '', email: 'ada@example.com' }}>
      <TextField floating label={t('input.sample.fullName')} name="name" />
      <TextField floating type="email" label={t('input.sample.email')} className="mb-0" name="email" />
    </Form>
  )
}
