import { Eye, Mail, Package, ShoppingCart, TrendingUp, Users, type LucideIcon } from 'lucide-react'
import { useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import { ChartFigure } from '@core/charts/ChartFigure'
import { Sparkline } from '@core/charts/Sparkline'
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
      bodyClassName={chart === 'area' ? 'px-0 pb-0 d-flex flex-column' : ''}
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
            {/* The area runs along the card's bottom edge, however tall the row makes the card. */}
            <div className="mt-auto">{drawn}</div>
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

function StatChartDrawing({ title, chart, series, color }: StatChartDrawingProps) {
  const { t } = useTranslation('cards')
  const theme = useChartTheme()
  const labels = useMemo(() => series[0]!.data.map((_, i) => t('labels.period', { n: i + 1 })), [series, t])
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
      <Sparkline kind={chart} values={series[0]!.data} color={color} height={chart === 'area' ? 100 : 80} />
    </ChartFigure>
  )
}
