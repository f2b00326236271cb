import { useTranslation } from 'react-i18next'
import { Doughnut } from 'react-chartjs-2'
import { useChartTheme } from '@core/charts/useChartTheme'
import { ChartDemo } from '../../ChartDemo'
import { sources } from '../../data'
import { useDemoLabels } from '../../useDemoLabels'
import { chartjsOptions } from '../theme'

const box = { height: 300 }

/** Traffic by source as a doughnut. */
export default function ChartjsDoughnut() {
  const { t } = useTranslation('charts')
  const theme = useChartTheme()
  const labels = useDemoLabels().sources
  const values = sources.map((source) => source.value)
  return (
    <ChartDemo
      title={t('chartjs.demos.Doughnut.title')}
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
    </ChartDemo>
  )
}
