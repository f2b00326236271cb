import { useTranslation } from 'react-i18next'
import { Button } from 'reactstrap'
import { Trash2 } from 'lucide-react'
import { FormPanel, type PanelProps } from '@core/forms/FormPanel'
import { mutate } from '@core/forms/mutate'
import { useDemoText } from '@core/hooks/useDemoText'
import { useAddEventMutation, useUpdateEventMutation } from '../api'
import type { CalendarEvent } from '../contract'
import { eventFields, type EventFormValues } from '../eventValues'
import { eventFormSchema } from './eventSchema'
import { EventFields } from './EventFields'

interface Props extends PanelProps {
  event: CalendarEvent | null
  values: EventFormValues
  onDelete: (event: CalendarEvent) => void
}

export function EventPanel({ isOpen, onClose, event, values, onDelete }: Props) {
  const { t } = useTranslation('calendar')
  const demo = useDemoText('calendar')
  const [addEvent] = useAddEventMutation()
  const [updateEvent] = useUpdateEventMutation()

  const submit = (fields: EventFormValues) =>
    mutate(event ? updateEvent({ id: event.id, ...eventFields(fields) }) : addEvent(eventFields(fields)), {
      done: (data) =>
        t(event ? 'toasts.updated' : 'toasts.added', {
          title: demo(`events.${data.event.id}.title`, data.event.title)
        }),
      failed: false
    })

  return (
    <FormPanel
      namespace="calendar"
      isOpen={isOpen}
      title={t(event ? 'panel.editTitle' : 'panel.addTitle')}
      schema={eventFormSchema}
      defaultValues={values}
      onSubmit={submit}
      onClose={onClose}
      submitLabel={t(event ? 'panel.update' : 'panel.add')}
    >
      <EventFields />
      {event && (
        <Button type="button" color="danger" outline className="mb-3" onClick={() => onDelete(event)}>
          <Trash2 size={16} className="me-1" aria-hidden />
          {t('panel.delete')}
        </Button>
      )}
    </FormPanel>
  )
}
