import { Monitor, Smartphone, Tablet } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { ApexChart } from '@core/charts/ApexChart'
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
            <ApexChart
              type="donut"
              height={240}
              series={data.devices.map((device) => device.usage)}
              options={{
                labels: data.devices.map((device) => device.name),
                colors: data.devices.map((device) => theme.colors[device.iconColor]),
                legend: { show: false },
                stroke: { width: 0 },
                plotOptions: {
                  pie: {
                    donut: {
                      size: '72%',
                      labels: {
                        show: true,
                        name: { color: theme.text },
                        value: { color: theme.heading, formatter: (value: string) => percent(Number(value)) },
                        total: {
                          show: true,
                          label: data.devices[0]?.name,
                          color: theme.text,
                          formatter: () => percent(data.devices[0]?.usage ?? 0)
                        }
                      }
                    }
                  }
                },
                tooltip: { y: { formatter: (value: number) => percent(value) } }
              }}
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
