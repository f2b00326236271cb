import { useTranslation } from 'react-i18next'
import { Bubble } from 'react-chartjs-2'
import { useChartTheme } from '@core/charts/useChartTheme'
import { ChartDemo } from '../../ChartDemo'
import { bubbles } from '../../data'
import { chartjsOptions, withAlpha } from '../theme'

const box = { height: 300 }

/** Projects by budget (x), team size (y) and risk (bubble size). */
export default function ChartjsBubble() {
  const { t } = useTranslation('charts')
  const theme = useChartTheme()
  const labels = bubbles.map((_, i) => t('labels.project', { n: i + 1 }))
  return (
    <ChartDemo
      title={t('chartjs.demos.Bubble.title')}
      table={{
        labelHeader: t('labels.projects'),
        labels,
        series: [
          { name: t('labels.budget'), values: bubbles.map((b) => b.x) },
          { name: t('labels.team'), values: bubbles.map((b) => b.y) },
          { name: t('labels.risk'), values: bubbles.map((b) => b.r) }
        ]
      }}
      format={(v) => theme.number(v)}
    >
      <div style={box}>
        <Bubble
          options={chartjsOptions<'bubble'>(theme, 'xy')}
          data={{
            datasets: [
              {
                label: t('labels.projects'),
                data: bubbles,
                backgroundColor: withAlpha(theme.colors.warning, 0.6),
                borderColor: theme.colors.warning
              }
            ]
          }}
        />
      </div>
    </ChartDemo>
  )
}
