import { CalendarPlus } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Button } from 'reactstrap'
import { useChartTheme } from '@core/charts/useChartTheme'
import { downloadFile } from '@/utility/csv'
import { meetup } from './demoData'

const icsTime = (iso: string) => iso.replace(/[-:]/g, '').replace(/\.\d+/, '')
const icsText = (text: string) => text.replace(/[\\;,]/g, (sign) => `\\${sign}`)

function calendarFile(): string {
  return [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Nordlight//Meetup//EN',
    'BEGIN:VEVENT',
    `UID:${icsTime(meetup.date)}@nordlight.example`,
    `DTSTAMP:${icsTime(meetup.date)}`,
    `DTSTART:${icsTime(meetup.date)}`,
    `DTEND:${icsTime(meetup.end)}`,
    `SUMMARY:${icsText(meetup.title)}`,
    `LOCATION:${icsText(meetup.place)}`,
    'END:VEVENT',
    'END:VCALENDAR'
  ].join('\r\n')
}

/** The evening's programme and a calendar file to keep the date. */
export function MeetupAgenda() {
  const { t } = useTranslation('cards')
  const theme = useChartTheme()
  return (
    <>
      <h3 className="h6 mt-4 mb-2">{t('meetup.agendaTitle')}</h3>
      <ol className="list-unstyled mb-3">
        {meetup.agenda.map((item) => (
          <li key={item.key} className="d-flex gap-3 mb-1">
            <time dateTime={item.at} className="small text-body-secondary text-nowrap">
              <bdi>
                {theme.date(new Date(item.at), { hour: 'numeric', minute: '2-digit', timeZone: 'UTC' })}
              </bdi>
            </time>
            <span className="small">{t(`meetup.agenda.${item.key}`)}</span>
          </li>
        ))}
      </ol>
      <Button
        color="primary"
        outline
        className="mt-auto align-self-start"
        onClick={() =>
          downloadFile('nordic-design-meetup.ics', calendarFile(), 'text/calendar;charset=utf-8')
        }
      >
        <CalendarPlus size={16} className="me-1" aria-hidden="true" />
        {t('meetup.addToCalendar')}
      </Button>
    </>
  )
}
