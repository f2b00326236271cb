import { useTranslation } from 'react-i18next'
import { ChartFigure } from '@core/charts/ChartFigure'
import { GaugeChart } from '@core/charts/RingChart'
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
              <GaugeChart
                height={245}
                rings={[{ name: t('goalOverview.completed'), value: share, color: theme.colors.success }]}
                format={(value) => theme.number(value / 100, { style: 'percent' })}
                from={-150}
                to={150}
                hole={0.72}
                centre={{ value: theme.number(share / 100, { style: 'percent' }) }}
                fadeTo={theme.colors.info}
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
