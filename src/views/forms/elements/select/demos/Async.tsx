import { useWatch } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { ReactSelectField } from '@core/forms/fields/ReactSelectField'
import { Value } from '../../Value'
import { useSelectSearch } from '../api'
import { Form } from '@core/forms/Form'

/** Options asked from the API as the user types (once typing pauses), with "no options" when none match. */
function SelectAsyncFields() {
  const { t } = useTranslation('formElements')
  const search = useSelectSearch()
  return (
    <>
      <ReactSelectField
        name="city"
        isClearable
        label={t('select.sample.city')}
        help={t('select.sample.cityHelp')}
        placeholder={t('select.sample.cityPlaceholder')}
        loadOptions={search}
      />
      <Value value={useWatch({ name: 'city' })} />
    </>
  )
}

export default function SelectAsync() {
  return (
    <Form<{ city: string | null }> defaultValues={{ city: null }}>
      <SelectAsyncFields />
    </Form>
  )
}
