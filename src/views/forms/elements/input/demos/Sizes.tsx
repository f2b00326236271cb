import { useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { TextField } from '@core/forms/fields/TextField'

/** The kit's text field in its three sizes. */
export default function InputSizes() {
  const { t } = useTranslation('formElements')
  const { register } = useForm({ defaultValues: { small: '', normal: '', large: '' } })
  return (
    <>
      <TextField label={t('input.sample.small')} size="sm" registration={register('small')} />
      <TextField label={t('input.sample.default')} registration={register('normal')} />
      <TextField
        label={t('input.sample.large')}
        size="lg"
        className="mb-0"
        registration={register('large')}
      />
    </>
  )
}
