import { useTranslation } from 'react-i18next'
import { useChartTheme, type ChartColorName } from '@core/charts/useChartTheme'
import { DataCard } from '@widgets/cards/DataCard'
import type { ActivityKind } from '../contract'
import { useCrmTodayCard } from '../useCrmCard'

const colors: Record<ActivityKind, ChartColorName> = {
  call: 'primary',
  email: 'info',
  meeting: 'warning',
  note: 'secondary',
  won: 'success',
  lost: 'danger'
}

export function ActivityCard() {
  const { t } = useTranslation('crm')
  const theme = useChartTheme()
  const query = useCrmTodayCard()
  return (
    <DataCard title={t('activity.title')} query={query} share={({ activity }) => ({ activity })}>
      {({ activity }) => (
        <ol className="timeline list-unstyled mb-0">
          {activity.map((item) => (
            <li key={item.id} className="timeline-item">
              <span className={`timeline-point bg-${colors[item.kind]}`} aria-hidden="true" />
              <p className="mb-0">
                {t(`activity.kinds.${item.kind}`, { person: item.person, company: item.company })}
              </p>
              <time className="small text-body-secondary" dateTime={item.at}>
                {theme.date(new Date(item.at), { dateStyle: 'medium', timeStyle: 'short' })}
              </time>
            </li>
          ))}
        </ol>
      )}
    </DataCard>
  )
}
