import { useForm, useWatch } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { ReactSelectField } from '@core/forms/fields/ReactSelectField'
import { Value } from '../../Value'
import { fruits } from '../fruits'

/** The kit's select: type to filter, arrows and Enter to pick, the form holds the value. */
export default function SelectSingle() {
  const { t } = useTranslation('formElements')
  const { control } = useForm<{ fruit: string | null }>({ defaultValues: { fruit: 'mango' } })
  const options = fruits.map((value) => ({ value, label: t(`select.sample.fruits.${value}`) }))
  return (
    <>
      <ReactSelectField control={control} name="fruit" label={t('select.sample.fruit')} options={options} />
      <Value value={useWatch({ control, name: 'fruit' })} />
    </>
  )
}
