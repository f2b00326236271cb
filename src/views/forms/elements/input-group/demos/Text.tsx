import { useTranslation } from 'react-i18next'
import { TextField } from '@core/forms/fields/TextField'
import { Form } from '@core/forms/Form'

/** Text add-ons before, after, or on both sides of the kit's text field. */
export default function InputGroupText() {
  const { t } = useTranslation('formElements')
  return (
    <Form defaultValues={{ user: '', site: '', price: '' }}>
      <TextField label={t('input-group.sample.username')} start="@" name="user" />
      <TextField label={t('input-group.sample.site')} start="https://" end=".com" name="site" />
      <TextField
        label={t('input-group.sample.price')}
        start="€"
        end=",00"
        inputMode="numeric"
        className="mb-0"
        name="price"
      />
    </Form>
  )
}
