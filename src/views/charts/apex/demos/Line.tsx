import { useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { ApexChart } from '@core/charts/ApexChart'
import { useChartTheme } from '@core/charts/useChartTheme'
import { ChartDemo } from '../../ChartDemo'
import { daily } from '../../data'
import { DateRange, toIsoDay, type DayRange } from '../../DateRange'

const firstDay = toIsoDay(daily[0]!.time)
const lastDay = toIsoDay(daily[daily.length - 1]!.time)

/** Orders per day over a date range the user picks. */
export default function ApexLine() {
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
    <ChartDemo
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
    </ChartDemo>
  )
}
