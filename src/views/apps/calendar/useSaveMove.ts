import { useCallback } from 'react'
import { useTranslation } from 'react-i18next'
import { notify } from '@core/components/toast'
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
  const [updateEvent] = useUpdateEventMutation()
  return useCallback(
    async ({ id, start, end, allDay, revert }: EventMove) => {
      const result = await updateEvent({ id, allDay, ...storedRange(start, end, allDay) })
      if (result.error) {
        revert()
        notify.error(t('toasts.moveFailed', { message: result.error.message }))
      } else {
        notify.success(t('toasts.moved', { title: result.data.event.title }))
      }
    },
    [updateEvent, t]
  )
}
