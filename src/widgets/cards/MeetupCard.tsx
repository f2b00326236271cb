import { CalendarDays, MapPin } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Card, CardBody } from 'reactstrap'
import { Avatar } from '@core/components/Avatar'
import { useChartTheme } from '@core/charts/useChartTheme'
import { MeetupAgenda } from './MeetupAgenda'
import { MeetupArt } from './MeetupArt'
import { meetup } from './demoData'

export function MeetupCard() {
  const { t } = useTranslation('cards')
  const theme = useChartTheme()
  const start = new Date(meetup.date)
  return (
    <Card className="h-100 overflow-hidden">
      <div className="bg-primary-subtle text-center pt-3">
        <MeetupArt />
      </div>
      <CardBody className="d-flex flex-column">
        <div className="d-flex align-items-center gap-3 mb-3">
          <div className="text-center border-end pe-3">
            <div className="small text-uppercase text-body-secondary">
              {theme.date(start, { month: 'short', timeZone: 'UTC' })}
            </div>
            <div className="h3 mb-0">{theme.date(start, { day: 'numeric', timeZone: 'UTC' })}</div>
          </div>
          <div>
            <h2 className="h5 mb-1">{meetup.title}</h2>
            <p className="small text-body-secondary mb-0">{t('meetup.text')}</p>
          </div>
        </div>
        <p className="d-flex align-items-center gap-2 mb-2">
          <CalendarDays size={18} className="text-primary" aria-hidden="true" />
          {theme.date(start, { weekday: 'long', hour: 'numeric', minute: '2-digit', timeZone: 'UTC' })} –{' '}
          {theme.date(new Date(meetup.end), { hour: 'numeric', minute: '2-digit', timeZone: 'UTC' })}
        </p>
        <p className="d-flex align-items-center gap-2 mb-3">
          <MapPin size={18} className="text-primary" aria-hidden="true" />
          {meetup.place}
        </p>
        <div className="d-flex align-items-center gap-2">
          <div className="avatar-group">
            {meetup.attendees.map((person) => (
              <Avatar key={person.name} name={person.name} src={person.avatar} size="sm" />
            ))}
          </div>
          <span className="small text-body-secondary">{t('meetup.more', { count: meetup.more })}</span>
        </div>
        <MeetupAgenda />
      </CardBody>
    </Card>
  )
}
