import { useTranslation } from 'react-i18next'
import { ApexChart } from '@core/charts/ApexChart'
import { ChartFigure } from '@core/charts/ChartFigure'
import { useChartTheme } from '@core/charts/useChartTheme'
import { useGetGoalOverviewQuery } from './api'
import { DataCard } from './DataCard'

export function GoalOverviewCard() {
  const { t } = useTranslation('cards')
  const theme = useChartTheme()
  const query = useGetGoalOverviewQuery()
  return (
    <DataCard title={t('goalOverview.title')} query={query} bodyClassName="px-0 pb-0">
      {(data) => {
        const share = Math.round((data.completed / (data.completed + data.inProgress)) * 100)
        return (
          <>
            <ChartFigure
              title={t('goalOverview.chart')}
              summary={t('goalOverview.summary', { value: theme.number(share / 100, { style: 'percent' }) })}
            >
              <ApexChart
                type="radialBar"
                height={245}
                series={[share]}
                options={{
                  colors: [theme.colors.success],
                  plotOptions: {
                    radialBar: {
                      startAngle: -150,
                      endAngle: 150,
                      hollow: { size: '70%' },
                      track: { background: theme.grid, strokeWidth: '50%' },
                      dataLabels: {
                        name: { show: false },
                        value: {
                          color: theme.heading,
                          fontSize: '2rem',
                          offsetY: 10,
                          formatter: (value: number) => theme.number(value / 100, { style: 'percent' })
                        }
                      }
                    }
                  },
                  stroke: { lineCap: 'round' },
                  fill: {
                    type: 'gradient',
                    gradient: {
                      shade: 'dark',
                      type: 'horizontal',
                      gradientToColors: [theme.colors.info],
                      stops: [0, 100]
                    }
                  }
                }}
              />
            </ChartFigure>
            <dl className="row g-0 text-center border-top mb-0">
              <div className="col-6 border-end py-3">
                <dt className="fw-normal text-body-secondary small">{t('goalOverview.completed')}</dt>
                <dd className="h4 mb-0">{theme.number(data.completed)}</dd>
              </div>
              <div className="col-6 py-3">
                <dt className="fw-normal text-body-secondary small">{t('goalOverview.inProgress')}</dt>
                <dd className="h4 mb-0">{theme.number(data.inProgress)}</dd>
              </div>
            </dl>
          </>
        )
      }}
    </DataCard>
  )
}
