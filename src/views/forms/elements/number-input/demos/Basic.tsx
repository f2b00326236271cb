import { useForm, useWatch } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { NumberField } from '@core/forms/fields/NumberField'
import { Value } from '../../Value'

/** The kit's stepper between a minimum and a maximum: buttons, typing, or the up and down arrow keys. */
export default function NumberBasic() {
  const { t } = useTranslation('formElements')
  const { control } = useForm({ defaultValues: { guests: 2 } })
  return (
    <>
      <NumberField
        control={control}
        name="guests"
        min={1}
        max={10}
        label={t('number-input.sample.guests')}
        help={t('number-input.sample.guestsHelp')}
      />
      <Value value={useWatch({ control, name: 'guests' })} />
    </>
  )
}
