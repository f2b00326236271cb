import { useTranslation } from 'react-i18next'
import { DonutChart } from '@core/charts/RingChart'
import { ChartFigure } from '@core/charts/ChartFigure'
import { useChartTheme, type ChartColorName } from '@core/charts/useChartTheme'
import { DataCard } from '@widgets/cards/DataCard'
import { LegendList } from '@widgets/cards/LegendList'
import type { LeadSource } from '../contract'
import { useCrmRangeCard } from '../useCrmCard'

const colors: Record<LeadSource, ChartColorName> = {
  website: 'primary',
  referral: 'success',
  event: 'warning',
  email: 'info',
  social: 'danger',
  partner: 'secondary'
}

export function LeadSourcesCard() {
  const { t } = useTranslation(['crm', 'cards'])
  const theme = useChartTheme()
  const { range, menu, query } = useCrmRangeCard()
  return (
    <DataCard
      title={t('leadSources.title')}
      subtitle={t(`cards:range.${range}`)}
      query={query}
      share={({ leadSources }) => ({ range, leadSources })}
      action={menu}
    >
      {({ leadSources }) => {
        const total = leadSources.reduce((sum, row) => sum + row.leads, 0)
        const items = leadSources.map((row) => ({
          key: row.source,
          label: t(`leadSources.sources.${row.source}`),
          color: colors[row.source],
          value: row.leads
        }))
        return (
          <>
            <ChartFigure
              title={t('leadSources.chart')}
              table={{
                labelHeader: t('leadSources.source'),
                labels: items.map((item) => item.label),
                series: [{ name: t('leadSources.leads'), values: items.map((item) => item.value) }]
              }}
              format={(value) => theme.number(value)}
            >
              <DonutChart
                height={220}
                slices={items.map((item) => ({
                  name: item.label,
                  value: item.value,
                  color: theme.colors[item.color]
                }))}
                format={(value) => theme.number(value)}
                centre={{ label: t('leadSources.leads'), value: theme.number(total) }}
                gaps
              />
            </ChartFigure>
            <LegendList
              items={items.map((item) => ({
                ...item,
                text: theme.number(item.value / total, { style: 'percent', maximumFractionDigits: 1 })
              }))}
            />
          </>
        )
      }}
    </DataCard>
  )
}
