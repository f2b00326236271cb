import { useCallback } from 'react'
import { useTranslation } from 'react-i18next'
import { mutate } from '@core/forms/mutate'
import { useDemoText } from '@core/hooks/useDemoText'
import { useUpdateEventMutation } from './api'
import { storedRange } from './dates'

export interface EventMove {
  id: number
  start: Date
  end: Date | null
  allDay: boolean
  revert: () => void
}

export function useSaveMove() {
  const { t } = useTranslation('calendar')
  const demo = useDemoText('calendar')
  const [updateEvent] = useUpdateEventMutation()
  return useCallback(
    async ({ id, start, end, allDay, revert }: EventMove) => {
      const result = await mutate(updateEvent({ id, allDay, ...storedRange(start, end, allDay) }), {
        done: ({ event }) => t('toasts.moved', { title: demo(`events.${event.id}.title`, event.title) }),
        failed: (message) => t('toasts.moveFailed', { message })
      })
      if (result.error) revert()
    },
    [updateEvent, t, demo]
  )
}
