import { useTranslation } from 'react-i18next'
import { ApexChart } from '@core/charts/ApexChart'
import { ChartFigure } from '@core/charts/ChartFigure'
import { useChartTheme } from '@core/charts/useChartTheme'
import { salesRadar } from './demoData'
import { CardFrame } from './DataCard'
import { useMonths } from '@core/hooks/useCalendarNames'

export function SalesRadarCard() {
  const { t } = useTranslation('cards')
  const theme = useChartTheme()
  const labels = useMonths().slice(0, 6)
  const series = [
    { name: t('salesRadar.sales'), data: [...salesRadar.sales] },
    { name: t('salesRadar.visits'), data: [...salesRadar.visits] }
  ]
  return (
    <CardFrame
      title={t('salesRadar.title')}
      subtitle={t('salesRadar.subtitle')}
      ask={() => ({ months: labels, sales: salesRadar.sales, visits: salesRadar.visits })}
    >
      <ChartFigure
        title={t('salesRadar.chart')}
        table={{
          labelHeader: t('labels.month'),
          labels,
          series: series.map((s) => ({ name: s.name, values: s.data }))
        }}
        format={(v) => theme.number(v)}
      >
        <ApexChart
          type="radar"
          height={300}
          series={series}
          options={{
            labels,
            colors: [theme.colors.primary, theme.colors.info],
            stroke: { width: 0 },
            fill: { opacity: [0.9, 0.75] },
            markers: { size: 0 },
            legend: { position: 'top' },
            yaxis: { show: false },
            plotOptions: {
              radar: {
                polygons: {
                  strokeColors: theme.grid,
                  connectorColors: theme.grid,
                  fill: { colors: ['transparent'] }
                }
              }
            },
            xaxis: { labels: { style: { colors: Array(6).fill(theme.text) } } }
          }}
        />
      </ChartFigure>
    </CardFrame>
  )
}
