import { Monitor, Smartphone, Tablet } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { DonutChart } from '@core/charts/RingChart'
import { ChartFigure } from '@core/charts/ChartFigure'
import { useChartTheme } from '@core/charts/useChartTheme'
import { useGetSessionsDeviceQuery } from './api'
import { DataCard } from './DataCard'
import { LegendList } from './LegendList'
import { useTimeRangeMenu } from './RangeMenu'
import { Trend } from './Trend'

const icons = { monitor: Monitor, smartphone: Smartphone, tablet: Tablet }

export function SessionsDeviceCard() {
  const { t } = useTranslation('cards')
  const theme = useChartTheme()
  const [range, menu] = useTimeRangeMenu()
  const query = useGetSessionsDeviceQuery(range)
  const percent = (value: number) => theme.number(value / 100, { style: 'percent', maximumFractionDigits: 1 })
  return (
    <DataCard title={t('sessionsDevice.title')} subtitle={t(`range.${range}`)} query={query} action={menu}>
      {(data) => (
        <>
          <ChartFigure
            title={t('sessionsDevice.chart')}
            table={{
              labelHeader: t('labels.device'),
              labels: data.devices.map((d) => d.name),
              series: [{ name: t('labels.share'), values: data.devices.map((d) => d.usage) }]
            }}
            format={(v) => percent(v)}
          >
            <DonutChart
              height={240}
              slices={data.devices.map((device) => ({
                name: device.name,
                value: device.usage,
                color: theme.colors[device.iconColor]
              }))}
              format={percent}
              hole={0.72}
              centre={{ label: data.devices[0]?.name, value: percent(data.devices[0]?.usage ?? 0) }}
            />
          </ChartFigure>
          <LegendList
            items={data.devices.map((device) => {
              const Icon = icons[device.icon]
              return {
                key: device.name,
                label: device.name,
                color: device.iconColor,
                text: percent(device.usage),
                icon: <Icon size={18} className={`text-${device.iconColor}`} aria-hidden="true" />,
                extra: <Trend value={device.upDown} />
              }
            })}
          />
        </>
      )}
    </DataCard>
  )
}
