import { useTranslation } from 'react-i18next'
import { BarLineChart } from '@core/charts/BarLineChart'
import { ChartFigure } from '@core/charts/ChartFigure'
import { useChartTheme } from '@core/charts/useChartTheme'
import { useGetAvgSessionsQuery } from './api'
import { DataCard } from './DataCard'
import { Meter } from './Meter'
import { Trend } from './Trend'
import { useTimeRangeMenu } from './RangeMenu'
import { useWeekdays } from '@core/hooks/useCalendarNames'
import { useMoney } from '@core/hooks/useMoney'

export function AvgSessionsCard() {
  const { t } = useTranslation('cards')
  const theme = useChartTheme()
  const money = useMoney()
  const weekdays = useWeekdays()
  const [range, menu] = useTimeRangeMenu()
  const query = useGetAvgSessionsQuery(range)
  return (
    <DataCard title={t('avgSessions.title')} subtitle={t(`range.${range}`)} query={query} action={menu}>
      {(data) => {
        const bars = [
          {
            key: 'goal',
            text: money(data.goal, 'compact'),
            value: data.goalReached,
            color: 'primary' as const
          },
          {
            key: 'users',
            text: theme.number(data.users, { notation: 'compact' }),
            value: 60,
            color: 'warning' as const
          },
          {
            key: 'retention',
            text: theme.number(data.retention / 100, { style: 'percent' }),
            value: data.retention,
            color: 'danger' as const
          },
          {
            key: 'duration',
            text: t('avgSessions.minutes', { value: theme.number(data.duration) }),
            value: Math.min(100, data.duration * 10),
            color: 'success' as const
          }
        ]
        return (
          <>
            <div className="row align-items-center g-3">
              <div className="col-sm-5">
                <p className="h2 fw-semibold mb-1">
                  <bdi dir="ltr">
                    {theme.number(data.sessions, { notation: 'compact', maximumFractionDigits: 1 })}
                  </bdi>
                </p>
                <p className="text-body-secondary mb-2">{t('avgSessions.perDay')}</p>
                <Trend value={data.growth} />
              </div>
              <div className="col-sm-7">
                <ChartFigure
                  title={t('avgSessions.chart')}
                  table={{
                    labelHeader: t('labels.day'),
                    labels: weekdays,
                    series: [{ name: t('avgSessions.title'), values: data.series }]
                  }}
                  format={(v) => theme.number(v)}
                >
                  <BarLineChart
                    height={180}
                    valueAxis={false}
                    categories={weekdays}
                    series={[
                      { name: t('avgSessions.title'), data: data.series, color: theme.colors.primary }
                    ]}
                    format={(value) => theme.number(value)}
                  />
                </ChartFigure>
              </div>
            </div>
            <hr />
            <div className="row g-3">
              {bars.map((bar) => (
                <div key={bar.key} className="col-6">
                  <p className="small mb-1">{t(`avgSessions.${bar.key}`, { value: bar.text })}</p>
                  <Meter
                    value={bar.value}
                    color={bar.color}
                    label={t(`avgSessions.${bar.key}`, { value: bar.text })}
                  />
                </div>
              ))}
            </div>
          </>
        )
      }}
    </DataCard>
  )
}
