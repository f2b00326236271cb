import { useFormContext, useWatch } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { CheckField } from '@core/forms/fields/CheckField'
import { SelectField } from '@core/forms/fields/SelectField'
import { TextField } from '@core/forms/fields/TextField'
import { TextareaField } from '@core/forms/fields/TextareaField'
import { calendarNames } from '../contract'
import { withAllDay, type EventFormValues } from '../eventValues'
import { GuestPicker } from './GuestPicker'
import { limits } from '@/utility/contract'

export function EventFields() {
  const { t } = useTranslation('calendar')
  const {
    control,
    getValues,
    setValue,
    formState: { errors }
  } = useFormContext<EventFormValues>()
  const allDay = useWatch({ control, name: 'allDay' })
  const url = useWatch({ control, name: 'url' })
  const dateType = allDay ? 'date' : 'datetime-local'

  const switchAllDay = (next: boolean) => {
    const { start, end } = withAllDay(getValues(), next)
    setValue('start', start)
    setValue('end', end)
  }

  return (
    <>
      <TextField
        id="event-title"
        label={t('fields.title')}
        autoComplete="off"
        name="title"
        maxLength={limits.shortText}
      />
      <SelectField
        id="event-calendar"
        label={t('fields.calendar')}
        name="calendar"
        options={calendarNames.map((name) => ({ value: name, label: t(`calendars.${name}`) }))}
      />
      <CheckField
        switch
        id="event-all-day"
        name="allDay"
        label={t('fields.allDay')}
        rules={{ onChange: (event: { target: { checked: boolean } }) => switchAllDay(event.target.checked) }}
      />
      <TextField id="event-start" type={dateType} label={t('fields.start')} name="start" />
      <TextField id="event-end" type={dateType} label={t('fields.end')} name="end" />
      <TextField
        id="event-url"
        type="url"
        label={t('fields.url')}
        placeholder="https://"
        autoComplete="off"
        name="url"
      />
      {/^https?:\/\/\S+$/.test(url) && !errors.url && (
        <p className="mt-n2 mb-3 small">
          <a href={url} target="_blank" rel="noopener noreferrer">
            {t('fields.openUrl')}
          </a>
        </p>
      )}
      <GuestPicker id="event-guests" />
      <TextField
        id="event-location"
        label={t('fields.location')}
        autoComplete="off"
        name="location"
        maxLength={limits.shortText}
      />
      <TextareaField
        id="event-description"
        rows={3}
        label={t('fields.description')}
        name="description"
        maxLength={limits.text}
      />
    </>
  )
}
