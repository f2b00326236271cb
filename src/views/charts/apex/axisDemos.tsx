import { useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { ApexChart } from '@core/charts/ApexChart'
import { useChartTheme } from '@core/charts/useChartTheme'
import { ChartCard } from '../ChartCard'
import { daily, monthly } from '../data'
import { DateRange, toIsoDay, type DayRange } from '../DateRange'
import { useDemoLabels } from '../useDemoLabels'

const firstDay = toIsoDay(daily[0]!.time)
const lastDay = toIsoDay(daily[daily.length - 1]!.time)

export function LineDemo() {
  const { t } = useTranslation('charts')
  const theme = useChartTheme()
  const [range, setRange] = useState<DayRange>({ from: firstDay, to: toIsoDay(daily[29]!.time) })
  const days = useMemo(
    () => daily.filter((day) => toIsoDay(day.time) >= range.from && toIsoDay(day.time) <= range.to),
    [range]
  )
  const labels = days.map((day) => theme.date(day.time, { day: 'numeric', month: 'short', timeZone: 'UTC' }))
  const values = days.map((day) => day.orders)
  return (
    <ChartCard
      heading={t('apex.line')}
      subtitle={t('apex.lineSubtitle', { count: days.length })}
      action={<DateRange value={range} min={firstDay} max={lastDay} onChange={setRange} />}
      title={t('apex.lineName', { from: labels[0] ?? '', to: labels[labels.length - 1] ?? '' })}
      table={{ labelHeader: t('labels.day'), labels, series: [{ name: t('series.orders'), values }] }}
      format={(v) => theme.number(v)}
    >
      <ApexChart
        type="line"
        height={320}
        series={[{ name: t('series.orders'), data: values }]}
        options={{
          xaxis: { categories: labels, tickAmount: 10 },
          stroke: { curve: 'straight', width: 3 },
          colors: [theme.colors.warning],
          markers: { size: 0, hover: { size: 5 } }
        }}
      />
    </ChartCard>
  )
}

export function AreaDemo() {
  const { t } = useTranslation('charts')
  const theme = useChartTheme()
  const { months, series } = useDemoLabels()
  const data = [
    { name: series.visits, data: monthly.visits },
    { name: series.sales, data: monthly.sales }
  ]
  return (
    <ChartCard
      heading={t('apex.area')}
      title={t('apex.area')}
      table={{
        labelHeader: t('labels.month'),
        labels: months,
        series: data.map((s) => ({ name: s.name, values: s.data }))
      }}
      format={(v) => theme.number(v)}
    >
      <ApexChart
        type="area"
        height={300}
        series={data}
        options={{
          xaxis: { categories: months },
          stroke: { curve: 'smooth', width: 2 },
          fill: { type: 'gradient', gradient: { opacityFrom: 0.45, opacityTo: 0.05 } },
          legend: { position: 'top' }
        }}
      />
    </ChartCard>
  )
}

export function ColumnDemo() {
  const { t } = useTranslation('charts')
  const theme = useChartTheme()
  const { months, series } = useDemoLabels()
  const data = [
    { name: series.sales, data: monthly.sales },
    { name: series.expenses, data: monthly.expenses }
  ]
  return (
    <ChartCard
      heading={t('apex.column')}
      title={t('apex.column')}
      table={{
        labelHeader: t('labels.month'),
        labels: months,
        series: data.map((s) => ({ name: s.name, values: s.data }))
      }}
      format={(v) => theme.number(v)}
    >
      <ApexChart
        type="bar"
        height={300}
        series={data}
        options={{
          xaxis: { categories: months },
          plotOptions: { bar: { columnWidth: '55%', borderRadius: 3 } },
          colors: [theme.colors.info, theme.colors.secondary],
          legend: { position: 'top' }
        }}
      />
    </ChartCard>
  )
}

export function BarDemo() {
  const { t } = useTranslation('charts')
  const theme = useChartTheme()
  const { months, series } = useDemoLabels()
  const labels = months.slice(0, 6)
  const values = monthly.visits.slice(0, 6)
  return (
    <ChartCard
      heading={t('apex.bar')}
      title={t('apex.bar')}
      table={{ labelHeader: t('labels.month'), labels, series: [{ name: series.visits, values }] }}
      format={(v) => theme.number(v)}
    >
      <ApexChart
        type="bar"
        height={300}
        series={[{ name: series.visits, data: values }]}
        options={{
          plotOptions: { bar: { horizontal: true, barHeight: '45%', borderRadius: 4 } },
          xaxis: { categories: labels },
          colors: [theme.colors.success],
          yaxis: { labels: { formatter: undefined } }
        }}
      />
    </ChartCard>
  )
}
