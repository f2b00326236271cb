import { useTranslation } from 'react-i18next'
import { Doughnut, PolarArea, Radar } from 'react-chartjs-2'
import { useChartTheme } from '@core/charts/useChartTheme'
import { ChartCard } from '../ChartCard'
import { goals, radar, sources } from '../data'
import { useDemoLabels } from '../useDemoLabels'
import { chartjsOptions, withAlpha } from './theme'

const box = { height: 300 }

export function RadarDemo() {
  const { t } = useTranslation('charts')
  const theme = useChartTheme()
  const { axes, products } = useDemoLabels()
  const sets = [
    { label: products[0]!, data: radar.productA, color: theme.colors.primary },
    { label: products[1]!, data: radar.productB, color: theme.colors.danger }
  ]
  return (
    <ChartCard
      heading={t('chartjs.radar')}
      title={t('chartjs.radar')}
      table={{
        labelHeader: t('labels.quality'),
        labels: axes,
        series: sets.map((s) => ({ name: s.label, values: s.data }))
      }}
      format={(v) => theme.number(v)}
    >
      <div style={box}>
        <Radar
          options={chartjsOptions<'radar'>(theme, 'radial')}
          data={{
            labels: axes,
            datasets: sets.map((s) => ({
              label: s.label,
              data: s.data,
              borderColor: s.color,
              backgroundColor: withAlpha(s.color, 0.25),
              pointRadius: 2
            }))
          }}
        />
      </div>
    </ChartCard>
  )
}

export function PolarAreaDemo() {
  const { t } = useTranslation('charts')
  const theme = useChartTheme()
  const labels = useDemoLabels().goals
  const values = goals.map((goal) => goal.value)
  return (
    <ChartCard
      heading={t('chartjs.polarArea')}
      title={t('chartjs.polarArea')}
      table={{ labelHeader: t('labels.team'), labels, series: [{ name: t('labels.progress'), values }] }}
      format={(v) => theme.number(v / 100, { style: 'percent' })}
    >
      <div style={box}>
        <PolarArea
          options={chartjsOptions<'polarArea'>(theme, 'radial')}
          data={{
            labels,
            datasets: [
              {
                data: values,
                backgroundColor: theme.palette.slice(0, 3).map((c) => withAlpha(c, 0.75)),
                borderColor: theme.surface
              }
            ]
          }}
        />
      </div>
    </ChartCard>
  )
}

export function DoughnutDemo() {
  const { t } = useTranslation('charts')
  const theme = useChartTheme()
  const labels = useDemoLabels().sources
  const values = sources.map((source) => source.value)
  return (
    <ChartCard
      heading={t('chartjs.doughnut')}
      title={t('chartjs.doughnut')}
      table={{ labelHeader: t('labels.source'), labels, series: [{ name: t('labels.share'), values }] }}
      format={(v) => theme.number(v / 100, { style: 'percent' })}
    >
      <div style={box}>
        <Doughnut
          options={{ ...chartjsOptions<'doughnut'>(theme, 'none'), cutout: '65%' }}
          data={{
            labels,
            datasets: [
              { data: values, backgroundColor: theme.palette, borderColor: theme.surface, borderWidth: 2 }
            ]
          }}
        />
      </div>
    </ChartCard>
  )
}
