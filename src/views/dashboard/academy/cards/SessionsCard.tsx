import { CalendarClock } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { useChartTheme } from '@core/charts/useChartTheme'
import { useDemoText } from '@core/hooks/useDemoText'
import { DataCard } from '@widgets/cards/DataCard'
import { useAcademyTodayCard } from '../useAcademyCard'

export function SessionsCard() {
  const { t } = useTranslation('academy')
  const demo = useDemoText('academy')
  const theme = useChartTheme()
  const query = useAcademyTodayCard()
  return (
    <DataCard title={t('sessions.title')} subtitle={t('sessions.subtitle')} query={query}>
      {({ sessions, courses }) => (
        <ul className="list-unstyled mb-0 d-grid gap-3">
          {sessions.map((session) => {
            const course = courses.find((row) => row.id === session.courseId)
            return (
              <li key={session.id} className="d-flex gap-3">
                <span className="stat-icon bg-primary-subtle text-primary-emphasis" aria-hidden="true">
                  <CalendarClock size={18} />
                </span>
                <div className="min-w-0">
                  <p className="fw-semibold mb-0">{demo(`sessions.${session.id}`, session.title)}</p>
                  <p className="small text-body-secondary mb-0">
                    {course ? demo(`courses.${course.id}.title`, course.title) : null}
                    {course ? ' · ' : null}
                    {t('sessions.host', { host: session.host })}
                  </p>
                  <p className="small mb-0">
                    <time dateTime={session.at}>
                      {theme.date(new Date(session.at), {
                        weekday: 'short',
                        day: 'numeric',
                        month: 'short',
                        hour: 'numeric',
                        minute: '2-digit'
                      })}
                    </time>
                    {' · '}
                    {t('sessions.minutes', { count: session.minutes, value: theme.number(session.minutes) })}
                  </p>
                </div>
              </li>
            )
          })}
        </ul>
      )}
    </DataCard>
  )
}
