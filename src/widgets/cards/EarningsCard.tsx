import { useTranslation } from 'react-i18next'
import { ApexChart } from '@core/charts/ApexChart'
import { ChartFigure } from '@core/charts/ChartFigure'
import { useChartTheme } from '@core/charts/useChartTheme'
import { earnings } from './demoData'
import { CardFrame } from './DataCard'
import { Trend } from './Trend'
import { Money } from '@core/components/Money'

export function EarningsCard() {
  const { t } = useTranslation('cards')
  const theme = useChartTheme()
  const labels = earnings.parts.map((part) => t(`earnings.${part.key}`))
  const values = earnings.parts.map((part) => part.value)
  const percent = (value: number) => theme.number(value / 100, { style: 'percent' })
  return (
    <CardFrame title={t('earnings.title')} ask={() => earnings}>
      <div className="d-flex align-items-center justify-content-between gap-2">
        <div>
          <p className="small text-body-secondary mb-1">{t('earnings.month')}</p>
          <p className="h4 fw-semibold mb-1">
            <Money value={earnings.total} />
          </p>
          <Trend value={earnings.growth} />
        </div>
        <ChartFigure
          className="earnings-chart"
          title={t('earnings.chart')}
          table={{ labelHeader: t('labels.source'), labels, series: [{ name: t('labels.share'), values }] }}
          format={percent}
        >
          <ApexChart
            type="donut"
            height={140}
            series={values}
            options={{
              labels,
              colors: [theme.colors.success, theme.colors.info, theme.colors.warning],
              legend: { show: false },
              stroke: { width: 0 },
              plotOptions: {
                pie: {
                  donut: {
                    size: '70%',
                    labels: {
                      show: true,
                      name: { offsetY: 14, color: theme.text },
                      value: {
                        offsetY: -14,
                        color: theme.heading,
                        formatter: (v: string) => percent(Number(v))
                      },
                      total: {
                        show: true,
                        showAlways: true,
                        label: labels[0],
                        color: theme.text,
                        formatter: () => percent(values[0])
                      }
                    }
                  }
                }
              }
            }}
          />
        </ChartFigure>
      </div>
    </CardFrame>
  )
}
