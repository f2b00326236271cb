import { useTranslation } from 'react-i18next'
import { DateField } from '@core/forms/fields/DateField'
import { toDate } from '@core/forms/fields/date/isoDays'
import { Form } from '@core/forms/Form'

const weekend = (day: string) => [0, 6].includes(toDate(day)?.getDay() ?? -1)

/** A rule decides which days cannot be picked: here Saturdays and Sundays. */
export default function PickerDisabledDays() {
  const { t } = useTranslation('formElements')
  return (
    <Form defaultValues={{ meeting: '' }}>
      <DateField
        name="meeting"
        isDayDisabled={weekend}
        label={t('pickers.sample.meeting')}
        help={t('pickers.sample.meetingHelp')}
        className="mb-0"
      />
    </Form>
  )
}
