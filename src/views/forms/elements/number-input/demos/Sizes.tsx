import { useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { NumberField } from '@core/forms/fields/NumberField'

/** The stepper in the three sizes. */
export default function NumberSizes() {
  const { t } = useTranslation('formElements')
  const { control } = useForm({ defaultValues: { small: 1, normal: 1, large: 1 } })
  return (
    <>
      <NumberField control={control} name="small" size="sm" min={0} label={t('input.sample.small')} />
      <NumberField control={control} name="normal" min={0} label={t('input.sample.default')} />
      <NumberField
        control={control}
        name="large"
        size="lg"
        min={0}
        label={t('input.sample.large')}
        className="mb-0"
      />
    </>
  )
}
