import { useTranslation } from 'react-i18next'
import {
  CartesianGrid,
  Legend,
  ResponsiveContainer,
  Scatter,
  ScatterChart,
  Tooltip,
  XAxis,
  YAxis,
  ZAxis
} from 'recharts'
import { useChartTheme } from '@core/charts/useChartTheme'
import { ChartDemo } from '../../ChartDemo'
import { scatterGroups } from '../../data'
import { useDemoLabels } from '../../useDemoLabels'
import { rechartsTheme } from '../theme'

/** Study hours against scores, three teams. */
export default function RechartsScatter() {
  const { t } = useTranslation('charts')
  const theme = useChartTheme()
  const look = rechartsTheme(theme)
  const { groups } = useDemoLabels()
  const rows = scatterGroups.flatMap((group, i) => group.points.map((p) => ({ label: groups[i]!, ...p })))
  return (
    <ChartDemo
      title={t('recharts.demos.Scatter.title')}
      table={{
        labelHeader: t('labels.group'),
        labels: rows.map((r) => r.label),
        series: [
          { name: t('labels.hours'), values: rows.map((r) => r.x) },
          { name: t('labels.score'), values: rows.map((r) => r.y) }
        ]
      }}
      format={(v) => theme.number(v)}
    >
      <ResponsiveContainer width="100%" height={300}>
        <ScatterChart accessibilityLayer={false}>
          <CartesianGrid {...look.grid} />
          <XAxis type="number" dataKey="x" name={t('labels.hours')} {...look.xAxis} />
          <YAxis type="number" dataKey="y" name={t('labels.score')} {...look.yAxis} />
          <ZAxis range={[50, 50]} />
          <Tooltip {...look.tooltip} />
          <Legend {...look.legend} />
          {scatterGroups.map((group, i) => (
            <Scatter key={group.key} name={groups[i]} data={group.points} fill={theme.palette[i]} />
          ))}
        </ScatterChart>
      </ResponsiveContainer>
    </ChartDemo>
  )
}
