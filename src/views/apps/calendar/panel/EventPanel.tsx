import { useEffect } from 'react'
import { useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { Button } from 'reactstrap'
import { Trash2 } from 'lucide-react'
import { contractResolver } from '@core/forms/contractResolver'
import { FormPanel, type PanelProps } from '@core/forms/FormPanel'
import { notify } from '@core/components/toast'
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
  const form = useForm<EventFormValues>({
    resolver: contractResolver(eventFormSchema),
    defaultValues: values
  })
  const [addEvent] = useAddEventMutation()
  const [updateEvent] = useUpdateEventMutation()

  // Each opening starts from its own values (the panel stays mounted between openings).
  useEffect(() => {
    if (isOpen) form.reset(values)
  }, [isOpen, values, form])

  const submit = async (fields: EventFormValues) => {
    const result = event
      ? await updateEvent({ id: event.id, ...eventFields(fields) })
      : await addEvent(eventFields(fields))
    if (result.data)
      notify.success(t(event ? 'toasts.updated' : 'toasts.added', { title: result.data.event.title }))
    return result
  }

  return (
    <FormPanel
      isOpen={isOpen}
      title={t(event ? 'panel.editTitle' : 'panel.addTitle')}
      form={form}
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
