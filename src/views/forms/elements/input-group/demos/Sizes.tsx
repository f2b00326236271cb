import { useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { TextField } from '@core/forms/fields/TextField'

/** The group takes the field's size, add-ons included. */
export default function InputGroupSizes() {
  const { t } = useTranslation('formElements')
  const { register } = useForm({ defaultValues: { small: '', normal: '', large: '' } })
  return (
    <>
      <TextField label={t('input.sample.small')} size="sm" start="@" registration={register('small')} />
      <TextField label={t('input.sample.default')} start="@" registration={register('normal')} />
      <TextField
        label={t('input.sample.large')}
        size="lg"
        start="@"
        className="mb-0"
        registration={register('large')}
      />
    </>
  )
}
