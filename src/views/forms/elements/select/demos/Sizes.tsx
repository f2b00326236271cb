import { useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { ReactSelectField } from '@core/forms/fields/ReactSelectField'
import { fruits } from '../fruits'

/** The select follows the text fields' small and large sizes. */
export default function SelectSizes() {
  const { t } = useTranslation('formElements')
  const { control } = useForm({ defaultValues: { small: 'apple', normal: 'apple', large: 'apple' } })
  const options = fruits.map((value) => ({ value, label: t(`select.sample.fruits.${value}`) }))
  return (
    <>
      <ReactSelectField
        control={control}
        name="small"
        size="sm"
        label={t('input.sample.small')}
        options={options}
      />
      <ReactSelectField control={control} name="normal" label={t('input.sample.default')} options={options} />
      <ReactSelectField
        control={control}
        name="large"
        size="lg"
        label={t('input.sample.large')}
        options={options}
        className="mb-0"
      />
    </>
  )
}
