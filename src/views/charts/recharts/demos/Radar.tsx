import { useTranslation } from 'react-i18next'
import {
  Legend,
  PolarAngleAxis,
  PolarGrid,
  PolarRadiusAxis,
  Radar,
  RadarChart,
  ResponsiveContainer,
  Tooltip
} from 'recharts'
import { useChartTheme } from '@core/charts/useChartTheme'
import { ChartDemo } from '../../ChartDemo'
import { radar } from '../../data'
import { useDemoLabels } from '../../useDemoLabels'
import { rechartsTheme } from '../theme'

/** Two products compared on six qualities. */
export default function RechartsRadar() {
  const { t } = useTranslation('charts')
  const theme = useChartTheme()
  const look = rechartsTheme(theme)
  const { axes, products } = useDemoLabels()
  const rows = axes.map((axis, i) => ({ axis, a: radar.productA[i]!, b: radar.productB[i]! }))
  return (
    <ChartDemo
      title={t('recharts.demos.Radar.title')}
      table={{
        labelHeader: t('labels.quality'),
        labels: axes,
        series: [
          { name: products[0]!, values: radar.productA },
          { name: products[1]!, values: radar.productB }
        ]
      }}
      format={(v) => theme.number(v)}
    >
      <ResponsiveContainer width="100%" height={300}>
        <RadarChart data={rows} outerRadius="75%" accessibilityLayer={false}>
          <PolarGrid stroke={theme.grid} />
          <PolarAngleAxis dataKey="axis" tick={{ fill: theme.text, fontSize: 12 }} />
          <PolarRadiusAxis tick={false} axisLine={false} />
          <Radar
            name={products[0]}
            dataKey="a"
            stroke={theme.colors.primary}
            fill={theme.colors.primary}
            fillOpacity={0.3}
          />
          <Radar
            name={products[1]}
            dataKey="b"
            stroke={theme.colors.danger}
            fill={theme.colors.danger}
            fillOpacity={0.3}
          />
          <Tooltip {...look.tooltip} />
          <Legend {...look.legend} />
        </RadarChart>
      </ResponsiveContainer>
    </ChartDemo>
  )
}
