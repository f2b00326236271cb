import { useWatch } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { MaskedField } from '@core/forms/fields/MaskedField'
import { Value } from '../../Value'
import { Form } from '@core/forms/Form'

/** A day and a time typed digit by digit; `keepMasked` hands the form the text with its separators. */
function MaskDateTimeFields() {
  const { t } = useTranslation('formElements')
  const [day, time] = useWatch({ name: ['day', 'time'] })
  return (
    <>
      <div className="row">
        <div className="col-sm-7">
          <MaskedField
            name="day"
            mask="00/00/0000"
            keepMasked
            placeholder="31/12/2026"
            label={t('input-mask.sample.date')}
          />
        </div>
        <div className="col-sm-5">
          <MaskedField
            name="time"
            mask="00:00"
            keepMasked
            placeholder="23:59"
            label={t('input-mask.sample.time')}
          />
        </div>
      </div>
      <Value value={{ day, time }} />
    </>
  )
}

export default function MaskDateTime() {
  return (
    <Form defaultValues={{ day: '', time: '' }}>
      <MaskDateTimeFields />
    </Form>
  )
}
