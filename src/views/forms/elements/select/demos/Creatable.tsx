import { useForm, useWatch } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { ReactSelectField } from '@core/forms/fields/ReactSelectField'
import { Value } from '../../Value'

const tags = ['design', 'frontend', 'backend', 'research'] as const

/** Type a value that is not listed and press Enter to add it. */
export default function SelectCreatable() {
  const { t } = useTranslation('formElements')
  const { control } = useForm({ defaultValues: { tags: ['design'] } })
  const options = tags.map((value) => ({ value, label: t(`select.sample.tags.${value}`) }))
  return (
    <>
      <ReactSelectField
        control={control}
        name="tags"
        isMulti
        creatable
        label={t('select.sample.tagsLabel')}
        help={t('select.sample.tagsHelp')}
        options={options}
      />
      <Value value={useWatch({ control, name: 'tags' })} />
    </>
  )
}
