import { useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { TextField } from '@core/forms/fields/TextField'

/** The label sits inside the control and moves up once there is a value. */
export default function InputFloating() {
  const { t } = useTranslation('formElements')
  const { register } = useForm({ defaultValues: { name: '', email: 'ada@example.com' } })
  return (
    <>
      <TextField floating label={t('input.sample.fullName')} registration={register('name')} />
      <TextField
        floating
        type="email"
        label={t('input.sample.email')}
        className="mb-0"
        registration={register('email')}
      />
    </>
  )
}
