import { useTranslation } from 'react-i18next'
import { GaugeChart } from '@core/charts/RingChart'
import { ChartFigure } from '@core/charts/ChartFigure'
import { useChartTheme } from '@core/charts/useChartTheme'
import { useGetSupportTrackerQuery } from './api'
import { DataCard } from './DataCard'
import { useTimeRangeMenu } from './RangeMenu'

export function SupportTrackerCard() {
  const { t } = useTranslation('cards')
  const theme = useChartTheme()
  const [range, menu] = useTimeRangeMenu()
  const query = useGetSupportTrackerQuery(range)
  return (
    <DataCard title={t('supportTracker.title')} subtitle={t(`range.${range}`)} query={query} action={menu}>
      {(data) => (
        <>
          <div className="row align-items-center g-2">
            <div className="col-sm-4 text-center text-sm-start">
              <p className="display-6 fw-semibold mb-0">{theme.number(data.totalTicket)}</p>
              <p className="text-body-secondary mb-0">{t('supportTracker.tickets')}</p>
            </div>
            <div className="col-sm-8">
              <ChartFigure
                title={t('supportTracker.chart', { value: data.completed })}
                summary={t('supportTracker.summary', {
                  value: theme.number(data.completed / 100, { style: 'percent' })
                })}
              >
                <GaugeChart
                  height={240}
                  rings={[
                    { name: t('supportTracker.completed'), value: data.completed, color: theme.colors.danger }
                  ]}
                  format={(value) => theme.number(value / 100, { style: 'percent' })}
                  from={-135}
                  to={135}
                  hole={0.66}
                  centre={{
                    label: t('supportTracker.completed'),
                    value: theme.number(data.completed / 100, { style: 'percent' })
                  }}
                />
              </ChartFigure>
            </div>
          </div>
          <dl className="d-flex justify-content-between text-center mb-0 mt-2">
            <div>
              <dt className="fw-normal text-body-secondary small">{t('supportTracker.new')}</dt>
              <dd className="h5 mb-0">{theme.number(data.newTicket)}</dd>
            </div>
            <div>
              <dt className="fw-normal text-body-secondary small">{t('supportTracker.open')}</dt>
              <dd className="h5 mb-0">{theme.number(data.openTicket)}</dd>
            </div>
            <div>
              <dt className="fw-normal text-body-secondary small">{t('supportTracker.response')}</dt>
              <dd className="h5 mb-0">
                {t('supportTracker.hours', { value: theme.number(data.responseTime) })}
              </dd>
            </div>
          </dl>
        </>
      )}
    </DataCard>
  )
}
