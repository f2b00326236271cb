import { useForm, useWatch } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { ReactSelectField } from '@core/forms/fields/ReactSelectField'
import { Value } from '../../Value'
import { useSelectSearch } from '../api'

/** Options asked from the API as the user types (once typing pauses), with "no options" when none match. */
export default function SelectAsync() {
  const { t } = useTranslation('formElements')
  const { control } = useForm<{ city: string | null }>({ defaultValues: { city: null } })
  const search = useSelectSearch()
  return (
    <>
      <ReactSelectField
        control={control}
        name="city"
        isClearable
        label={t('select.sample.city')}
        help={t('select.sample.cityHelp')}
        placeholder={t('select.sample.cityPlaceholder')}
        loadOptions={search}
      />
      <Value value={useWatch({ control, name: 'city' })} />
    </>
  )
}
