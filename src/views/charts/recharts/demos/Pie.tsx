import { useTranslation } from 'react-i18next'
import { Cell, Legend, Pie, PieChart, ResponsiveContainer, Tooltip } from 'recharts'
import { useChartTheme } from '@core/charts/useChartTheme'
import { ChartDemo } from '../../ChartDemo'
import { sources } from '../../data'
import { useDemoLabels } from '../../useDemoLabels'
import { rechartsTheme } from '../theme'

/** Traffic by source as a pie. */
export default function RechartsPie() {
  const { t } = useTranslation('charts')
  const theme = useChartTheme()
  const look = rechartsTheme(theme)
  const labels = useDemoLabels().sources
  const rows = sources.map((source, i) => ({ name: labels[i]!, value: source.value }))
  const percent = (v: number) => theme.number(v / 100, { style: 'percent' })
  return (
    <ChartDemo
      title={t('recharts.demos.Pie.title')}
      table={{
        labelHeader: t('labels.source'),
        labels,
        series: [{ name: t('labels.share'), values: rows.map((r) => r.value) }]
      }}
      format={percent}
    >
      <ResponsiveContainer width="100%" height={300}>
        <PieChart accessibilityLayer={false}>
          <Pie
            data={rows}
            rootTabIndex={-1}
            dataKey="value"
            nameKey="name"
            innerRadius="45%"
            outerRadius="80%"
            paddingAngle={2}
            stroke={theme.surface}
          >
            {rows.map((row, i) => (
              <Cell key={row.name} fill={theme.palette[i % theme.palette.length]} />
            ))}
          </Pie>
          <Tooltip {...look.tooltip} formatter={(value: unknown) => percent(Number(value))} />
          <Legend {...look.legend} />
        </PieChart>
      </ResponsiveContainer>
    </ChartDemo>
  )
}
