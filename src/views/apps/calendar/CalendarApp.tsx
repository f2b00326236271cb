import { lazy, Suspense, useCallback, useRef, useState } from 'react'
import type { CalendarRef } from '@fullcalendar/react'
import { useTranslation } from 'react-i18next'
import { LeftOutNote } from '@core/components/LeftOutNote'
import { PageHeader } from '@core/components/PageHeader'
import { QueryState } from '@core/components/QueryState'
import { SidebarToggle, SplitApp } from '@core/components/split-app/SplitApp'
import { useCreateIntent } from '@core/hooks/useCreateIntent'
import { useConfirmDelete } from '@core/list/useConfirmDelete'
import { useGetEventsQuery, useDeleteEventMutation } from './api'
import type { CalendarEvent } from './contract'
import { EventCalendar } from './EventCalendar'
import { CalendarSidebar } from './sidebar/CalendarSidebar'
import { useCalendarFilters } from './useCalendarFilters'
import { useEventPanel } from './useEventPanel'
import { useSaveMove } from './useSaveMove'
import { useDeferredFirstAnswer } from '@core/hooks/useDeferredFirstAnswer'

// The panel loads when it first opens, so the calendar does not pay for a form until then.
const EventPanel = lazy(() => import('./panel/EventPanel').then((module) => ({ default: module.EventPanel })))

export default function CalendarApp() {
  const { t } = useTranslation('calendar')
  const calendarRef = useRef<CalendarRef>(null)
  const { selected, toggle, toggleAll } = useCalendarFilters()
  const query = useDeferredFirstAnswer(useGetEventsQuery(selected))
  const [removeEvent] = useDeleteEventMutation()
  const panel = useEventPanel(selected)
  const [shown, setShown] = useState(() => new Date())
  useCreateIntent(() => panel.add())

  const { ask, dialog } = useConfirmDelete<CalendarEvent>({
    remove: async ({ id }) => {
      const result = await removeEvent(id)
      if (!result.error) panel.close()
      return result
    },
    title: t('delete.title'),
    message: ({ title }) => t('delete.message', { title }),
    deleted: ({ title }) => t('toasts.deleted', { title }),
    failed: ({ title }, message) => t('toasts.deleteFailed', { title, message })
  })

  const onEventChange = useSaveMove()
  const onDatesSet = useCallback((start: Date) => setShown(start), [])

  const sidebar = (
    <CalendarSidebar
      shown={shown}
      selected={selected}
      loading={query.isFetching}
      onAdd={() => panel.add()}
      onPick={(day) => calendarRef.current?.getApi().gotoDate(day)}
      onToggle={toggle}
      onToggleAll={toggleAll}
    />
  )

  return (
    <>
      <PageHeader title={t('title')} crumbs={[{ label: t('crumb') }]} />
      <SplitApp sidebar={sidebar} sidebarLabel={t('sidebarLabel')} className="nl-calendar-app">
        <div className="d-flex align-items-center gap-2 px-3 pt-2">
          <SidebarToggle label={t('openSidebar')} />
          {selected.length === 0 && <p className="text-body-secondary small mb-0">{t('noneChosen')}</p>}
        </div>
        <LeftOutNote count={query.data?.leftOut} />
        {query.isError && <QueryState error={query.error} onRetry={() => void query.refetch()} />}
        <EventCalendar
          calendarRef={calendarRef}
          events={query.data?.events ?? []}
          busy={query.isFetching}
          onSelect={panel.add}
          onEventClick={panel.edit}
          onEventChange={onEventChange}
          onDatesSet={onDatesSet}
        />
      </SplitApp>
      {panel.opened && (
        <Suspense fallback={null}>
          <EventPanel
            isOpen={panel.isOpen}
            onClose={panel.close}
            event={panel.event}
            values={panel.values}
            onDelete={ask}
          />
        </Suspense>
      )}
      {dialog}
    </>
  )
}
