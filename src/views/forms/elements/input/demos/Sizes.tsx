import { useTranslation } from 'react-i18next'
import { TextField } from '@core/forms/fields/TextField'
import { Form } from '@core/forms/Form'

/** The kit's text field in its three sizes. */
export default function InputSizes() {
  const { t } = useTranslation('formElements')
  return (
    <Form defaultValues={{ small: '', normal: '', large: '' }}>
      <TextField label={t('input.sample.small')} size="sm" name="small" />
      <TextField label={t('input.sample.default')} name="normal" />
      <TextField label={t('input.sample.large')} size="lg" className="mb-0" name="large" />
    </Form>
  )
}
