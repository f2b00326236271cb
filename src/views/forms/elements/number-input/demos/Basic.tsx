import { useWatch } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { NumberField } from '@core/forms/fields/NumberField'
import { Value } from '../../Value'
import { Form } from '@core/forms/Form'

/** The kit's stepper between a minimum and a maximum: buttons, typing, or the up and down arrow keys. */
function NumberBasicFields() {
  const { t } = useTranslation('formElements')
  return (
    <>
      <NumberField
        name="guests"
        min={1}
        max={10}
        label={t('number-input.sample.guests')}
        help={t('number-input.sample.guestsHelp')}
      />
      <Value value={useWatch({ name: 'guests' })} />
    </>
  )
}

export default function NumberBasic() {
  return (
    <Form defaultValues={{ guests: 2 }}>
      <NumberBasicFields />
    </Form>
  )
}
