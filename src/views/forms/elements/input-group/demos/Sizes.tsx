import { useTranslation } from 'react-i18next'
import { TextField } from '@core/forms/fields/TextField'
import { Form } from '@core/forms/Form'

/** The group takes the field's size, add-ons included. */
export default function InputGroupSizes() {
  const { t } = useTranslation('formElements')
  return (
    <Form defaultValues={{ small: '', normal: '', large: '' }}>
      <TextField label={t('input.sample.small')} size="sm" start="@" name="small" />
      <TextField label={t('input.sample.default')} start="@" name="normal" />
      <TextField label={t('input.sample.large')} size="lg" start="@" className="mb-0" name="large" />
    </Form>
  )
}
