import { useTranslation } from 'react-i18next'
import { BarLineChart } from '@core/charts/BarLineChart'
import { ChartFigure } from '@core/charts/ChartFigure'
import { useChartTheme } from '@core/charts/useChartTheme'
import { useGetRevenueQuery } from './api'
import { DataCard } from './DataCard'
import { Money } from '@core/components/Money'
import { useMoney } from '@core/hooks/useMoney'

export function RevenueCard() {
  const { t } = useTranslation('cards')
  const theme = useChartTheme()
  const query = useGetRevenueQuery()
  const toMoney = useMoney()
  const money = (value: number) => toMoney(value, 'whole')
  return (
    <DataCard title={t('revenue.title')} query={query}>
      {(data) => {
        const days = data.series[0]!.data.map((_, i) => String((i + 1) * 2))
        const series = [
          { name: t('revenue.thisMonth'), data: data.series[0]!.data },
          { name: t('revenue.lastMonth'), data: data.series[1]!.data }
        ]
        return (
          <>
            <dl className="d-flex gap-4 mb-2">
              <div>
                <dt className="fw-normal text-body-secondary small">{t('revenue.thisMonth')}</dt>
                <dd className="h4 mb-0 text-primary">
                  <Money value={data.thisMonth} style="whole" />
                </dd>
              </div>
              <div>
                <dt className="fw-normal text-body-secondary small">{t('revenue.lastMonth')}</dt>
                <dd className="h4 mb-0">
                  <Money value={data.lastMonth} style="whole" />
                </dd>
              </div>
            </dl>
            <ChartFigure
              title={t('revenue.chart')}
              table={{
                labelHeader: t('labels.day'),
                labels: days,
                series: series.map((s) => ({ name: s.name, values: s.data }))
              }}
              format={money}
            >
              <BarLineChart
                height={240}
                categories={days}
                series={[
                  { ...series[0]!, kind: 'line', color: theme.colors.primary },
                  { ...series[1]!, kind: 'line', color: theme.text, dashed: true }
                ]}
                format={money}
                legend={false}
              />
            </ChartFigure>
          </>
        )
      }}
    </DataCard>
  )
}
