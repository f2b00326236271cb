import { useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { TextField } from '@core/forms/fields/TextField'

/** Text add-ons before, after, or on both sides of the kit's text field. */
export default function InputGroupText() {
  const { t } = useTranslation('formElements')
  const { register } = useForm({ defaultValues: { user: '', site: '', price: '' } })
  return (
    <>
      <TextField label={t('input-group.sample.username')} start="@" registration={register('user')} />
      <TextField
        label={t('input-group.sample.site')}
        start="https://"
        end=".com"
        registration={register('site')}
      />
      <TextField
        label={t('input-group.sample.price')}
        start="€"
        end=",00"
        inputMode="numeric"
        className="mb-0"
        registration={register('price')}
      />
    </>
  )
}
