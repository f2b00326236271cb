import { useTranslation } from 'react-i18next'
import { useChartTheme } from '@core/charts/useChartTheme'
import { CohortGrid } from '@widgets/cards/CohortGrid'
import { DataCard } from '@widgets/cards/DataCard'
import { useSaasTodayCard } from '../useSaasCard'

const localDay = (iso: string) => new Date(`${iso}T12:00:00`)

export function CohortCard() {
  const { t } = useTranslation('saas')
  const theme = useChartTheme()
  const query = useSaasTodayCard()
  return (
    <DataCard title={t('cohorts.title')} subtitle={t('cohorts.subtitle')} query={query} bodyClassName="pt-2">
      {({ cohorts }) => (
        <CohortGrid
          caption={t('cohorts.title')}
          sizeHeader={t('cohorts.customers')}
          rows={cohorts.map((row) => ({
            key: row.month,
            label: theme.date(localDay(row.month), { month: 'short', year: 'numeric' }),
            size: row.customers,
            values: row.retention
          }))}
        />
      )}
    </DataCard>
  )
}
