import { useTranslation } from 'react-i18next'
import { RadarChart } from '@core/charts/RadarChart'
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
        <RadarChart
          height={270}
          axes={labels}
          series={[
            { ...series[0]!, color: theme.colors.primary, opacity: 0.9 },
            { ...series[1]!, color: theme.colors.info, opacity: 0.75 }
          ]}
          format={(v) => theme.number(v)}
        />
      </ChartFigure>
    </CardFrame>
  )
}
