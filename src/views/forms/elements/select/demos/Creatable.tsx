import { useWatch } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { ReactSelectField } from '@core/forms/fields/ReactSelectField'
import { Value } from '../../Value'
import { Form } from '@core/forms/Form'

const tags = ['design', 'frontend', 'backend', 'research'] as const

/** Type a value that is not listed and press Enter to add it. */
function SelectCreatableFields() {
  const { t } = useTranslation('formElements')
  const options = tags.map((value) => ({ value, label: t(`select.sample.tags.${value}`) }))
  return (
    <>
      <ReactSelectField
        name="tags"
        isMulti
        creatable
        label={t('select.sample.tagsLabel')}
        help={t('select.sample.tagsHelp')}
        options={options}
      />
      <Value value={useWatch({ name: 'tags' })} />
    </>
  )
}

export default function SelectCreatable() {
  return (
    <Form defaultValues={{ tags: ['design'] }}>
      <SelectCreatableFields />
    </Form>
  )
}
