import { useTranslation } from 'react-i18next'
import { DateField } from '@core/forms/fields/DateField'
import { isoDay } from '@/utility/rules.contract'
import { Form } from '@core/forms/Form'

/** Only the days from today to four weeks ahead can be chosen. */
export default function PickerMinMax() {
  const { t } = useTranslation('formElements')
  return (
    <Form defaultValues={{ delivery: '' }}>
      <DateField
        name="delivery"
        min={isoDay(0)}
        max={isoDay(28)}
        label={t('pickers.sample.delivery')}
        help={t('pickers.sample.deliveryHelp')}
        className="mb-0"
      />
    </Form>
  )
}
