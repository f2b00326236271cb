import { useWatch } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { ReactSelectField } from '@core/forms/fields/ReactSelectField'
import { Value } from '../../Value'
import { fruits } from '../fruits'
import { Form } from '@core/forms/Form'

/** The kit's select: type to filter, arrows and Enter to pick, the form holds the value. */
function SelectSingleFields() {
  const { t } = useTranslation('formElements')
  const options = fruits.map((value) => ({ value, label: t(`select.sample.fruits.${value}`) }))
  return (
    <>
      <ReactSelectField name="fruit" label={t('select.sample.fruit')} options={options} />
      <Value value={useWatch({ name: 'fruit' })} />
    </>
  )
}

export default function SelectSingle() {
  return (
    <Form<{ fruit: string | null }> defaultValues={{ fruit: 'mango' }}>
      <SelectSingleFields />
    </Form>
  )
}
