import { Eye, Mail, Package, ShoppingCart, TrendingUp, Users, type LucideIcon } from 'lucide-react'
import { useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import { ApexChart } from '@core/charts/ApexChart'
import { ChartFigure } from '@core/charts/ChartFigure'
import { useChartTheme, type ChartColorName } from '@core/charts/useChartTheme'
import { useGetStatisticsCardQuery } from './api'
import type { StatisticsCard, StatisticsCardName, StatisticsKey } from './contract'
import { DataCard } from './DataCard'
import { Trend } from './Trend'
import { useMoney } from '@core/hooks/useMoney'

const looks: Record<StatisticsKey, { icon: LucideIcon; color: ChartColorName; money?: boolean }> = {
  subscribers: { icon: Users, color: 'primary' },
  revenue: { icon: TrendingUp, color: 'success', money: true },
  sales: { icon: ShoppingCart, color: 'danger', money: true },
  orders: { icon: Package, color: 'warning' },
  profit: { icon: TrendingUp, color: 'info', money: true },
  traffic: { icon: Eye, color: 'primary' },
  users: { icon: Users, color: 'success' },
  newsletter: { icon: Mail, color: 'warning' }
}

export interface StatChartCardProps {
  name: StatisticsCardName
  chart: 'area' | 'bar' | 'line'
}

export function StatChartCard({ name, chart }: StatChartCardProps) {
  const { t } = useTranslation('cards')
  const theme = useChartTheme()
  const money = useMoney()
  const query = useGetStatisticsCardQuery(name)
  const title = t(`statistics.${name}`)
  return (
    <DataCard
      title={title}
      query={query}
      skeletonLines={2}
      bodyClassName={chart === 'area' ? 'px-0 pb-0' : ''}
    >
      {({ series, analyticsData }) => {
        const look = looks[analyticsData.key]
        const Icon = look.icon
        const value = look.money
          ? money(analyticsData.value, 'compact')
          : theme.number(analyticsData.value, { notation: 'compact', maximumFractionDigits: 1 })
        const drawn = (
          <StatChartDrawing title={title} chart={chart} series={series} color={theme.colors[look.color]} />
        )
        return chart === 'area' ? (
          <>
            <div className="px-4">
              <span
                className={`stat-icon bg-${look.color}-subtle text-${look.color}-emphasis mb-2`}
                aria-hidden="true"
              >
                <Icon size={20} />
              </span>
              <p className="h3 fw-semibold mb-0">
                <bdi dir="ltr">{value}</bdi>
              </p>
              <Trend value={analyticsData.growth} />
            </div>
            {drawn}
          </>
        ) : (
          <>
            <p className="h3 fw-semibold mb-0">
              <bdi dir="ltr">{value}</bdi>
            </p>
            <Trend value={analyticsData.growth} />
            <div className="mt-3">{drawn}</div>
          </>
        )
      }}
    </DataCard>
  )
}

interface StatChartDrawingProps {
  title: string
  chart: StatChartCardProps['chart']
  series: StatisticsCard['series']
  color: string
}

/** Options built once per input: new options on each render would make the library redraw the chart in place. */
function StatChartDrawing({ title, chart, series, color }: StatChartDrawingProps) {
  const { t } = useTranslation('cards')
  const theme = useChartTheme()
  const labels = useMemo(() => series[0]!.data.map((_, i) => t('labels.period', { n: i + 1 })), [series, t])
  const options = useMemo(
    () => ({
      // A bare chart drawn by hand: ApexCharts 7's sparkline mode draws nothing here.
      xaxis: {
        categories: labels,
        labels: { show: false },
        axisBorder: { show: false },
        axisTicks: { show: false },
        tooltip: { enabled: false }
      },
      yaxis: { show: false, min: 0 },
      // The library keeps room for the hidden axes above and below; the drawing takes it back.
      grid: { show: false, padding: { top: -28, bottom: -8, left: 0, right: 0 } },
      legend: { show: false },
      colors: [color],
      stroke: { curve: 'smooth' as const, width: chart === 'bar' ? 0 : 3 },
      plotOptions: { bar: { columnWidth: '45%', borderRadius: 3 } },
      fill:
        chart === 'area'
          ? { type: 'gradient', gradient: { opacityFrom: 0.5, opacityTo: 0.05 } }
          : { opacity: 1 },
      tooltip: { x: { show: false } }
    }),
    [labels, color, chart]
  )
  return (
    <ChartFigure
      title={t('statistics.chart', { name: title })}
      table={{
        labelHeader: t('labels.periods'),
        labels,
        series: series.map((s) => ({ name: s.name, values: s.data }))
      }}
      format={(v) => theme.number(v)}
    >
      <ApexChart type={chart} height={chart === 'area' ? 100 : 80} series={series} options={options} />
    </ChartFigure>
  )
}
