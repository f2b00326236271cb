import { useMemo, useRef, type Ref } from 'react'
import FullCalendar, {
  type CalendarRef,
  type DateSelectInfo,
  type DatesSetInfo,
  type EventChangeInfo,
  type EventClickInfo,
  type EventInput
} from '@fullcalendar/react'
import dayGridPlugin from '@fullcalendar/react/daygrid'
import interactionPlugin from '@fullcalendar/react/interaction'
import listPlugin from '@fullcalendar/react/list'
import timeGridPlugin from '@fullcalendar/react/timegrid'
import classicTheme from '@fullcalendar/react/themes/classic'
import arLocale from '@fullcalendar/react/locales/ar'
import deLocale from '@fullcalendar/react/locales/de'
import frLocale from '@fullcalendar/react/locales/fr'
import ptLocale from '@fullcalendar/react/locales/pt'
import { useTranslation } from 'react-i18next'
import { useDemoText } from '@core/hooks/useDemoText'
import { useRtl } from '@core/hooks/useSkin'
import { intlLocale } from '@/utility/intlLocale'
import { calendarColors, type CalendarEvent } from './contract'
import '@fullcalendar/react/skeleton.css'
import '@fullcalendar/react/themes/classic/theme.css'
import type { EventMove } from './useSaveMove'
import './calendar.scss'

// Arabic: the app's digits (Latin) and, below, the toolbar's words from our own translation.
const locales = { fr: frLocale, de: deLocale, pt: ptLocale, ar: { ...arLocale, code: intlLocale('ar') } }
const ownWords = new Set(['en', 'ar'])
const plugins = [classicTheme, dayGridPlugin, timeGridPlugin, listPlugin, interactionPlugin]

interface Props {
  calendarRef: Ref<CalendarRef>
  events: readonly CalendarEvent[]
  /** Its events are being fetched: the grid is about to change. */
  busy: boolean
  onSelect: (range: { start: Date; end: Date; allDay: boolean }) => void
  onEventClick: (event: CalendarEvent) => void
  onEventChange: (move: EventMove) => void
  onDatesSet: (date: Date) => void
}

/** The section scrolls, not a pane of FullCalendar's (see `views`). */
function scrollToMorning(section: HTMLElement | null) {
  const slot = section?.querySelector('[data-time="07:00:00"]')
  if (!section || !slot) return
  const stuck = section.querySelector('.nl-calendar-table-header')?.getBoundingClientRect().height ?? 0
  section.scrollTop += slot.getBoundingClientRect().top - section.getBoundingClientRect().top - stuck
}

export function EventCalendar({
  calendarRef,
  events,
  busy,
  onSelect,
  onEventClick,
  onEventChange,
  onDatesSet
}: Props) {
  const { t, i18n } = useTranslation('calendar')
  const { direction } = useRtl()
  const demo = useDemoText('calendar')
  const language = i18n.language.slice(0, 2)
  const root = useRef<HTMLDivElement>(null)
  const locale = language in locales ? locales[language as keyof typeof locales] : undefined

  const inputs = useMemo(
    (): EventInput[] =>
      events.map((event) => ({
        id: String(event.id),
        title: demo(`events.${event.id}.title`, event.title),
        start: event.start,
        end: event.end || undefined,
        allDay: event.allDay,
        ...(event.url ? { url: event.url } : {}),
        className: `nl-event-${calendarColors[event.extendedProps.calendar]}`,
        color: 'var(--nl-event-bg)',
        contrastColor: 'var(--nl-event-fg)',
        extendedProps: { record: event }
      })),
    [events, demo]
  )

  const change = ({ event, revert }: EventChangeInfo) =>
    event.start &&
    onEventChange({ id: Number(event.id), start: event.start, end: event.end, allDay: event.allDay, revert })

  return (
    <div className="nl-calendar" ref={root} aria-busy={busy}>
      <FullCalendar
        ref={calendarRef}
        plugins={plugins}
        initialView="dayGridMonth"
        headerToolbar={{
          start: 'prev,next today title',
          end: 'dayGridMonth,timeGridWeek,timeGridDay,listMonth'
        }}
        headerToolbarClass="nl-calendar-toolbar"
        toolbarSectionClass="nl-calendar-toolbar-section"
        toolbarTitleClass="nl-calendar-title"
        tableHeaderClass="nl-calendar-table-header"
        locale={locale}
        {...(!ownWords.has(language)
          ? {}
          : {
              todayText: t('toolbar.today'),
              monthText: t('toolbar.month'),
              weekTextLong: t('toolbar.week'),
              weekTextShort: t('toolbar.week'),
              dayText: t('toolbar.day'),
              listText: t('toolbar.list')
            })}
        direction={direction}
        height="100%"
        // A pane of their own would be a scroll region a keyboard cannot reach on a day with no event.
        views={{ timeGrid: { height: 'auto' } }}
        events={inputs}
        editable
        selectable
        eventInteractive
        dayMaxEvents={3}
        eventDisplay="block"
        listItemEventClass="nl-list-event"
        navLinks
        eventClick={(info: EventClickInfo) => {
          // An event with a URL is a link: the panel shows the URL instead of leaving the page.
          info.jsEvent.preventDefault()
          onEventClick(info.event.extendedProps.record as CalendarEvent)
        }}
        select={(info: DateSelectInfo) => {
          onSelect({ start: info.start, end: info.end, allDay: info.allDay })
          info.view.calendar.unselect()
        }}
        eventDrop={change}
        eventResize={change}
        datesSet={(info: DatesSetInfo) => {
          onDatesSet(info.view.calendar.getDate())
          // After FullCalendar has sized the hours (it does so after the first paint).
          if (info.view.type.startsWith('timeGrid')) setTimeout(() => scrollToMorning(root.current), 150)
        }}
      />
    </div>
  )
}
