import { useTranslation } from 'react-i18next'
import { ChartFigure } from '@core/charts/ChartFigure'
import { DonutChart } from '@core/charts/RingChart'
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
  const colors = [theme.colors.success, theme.colors.info, theme.colors.warning]
  return (
    <CardFrame title={t('earnings.title')} ask={() => earnings}>
      <div className="d-flex flex-wrap align-items-center justify-content-between gap-2">
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
          <DonutChart
            height={140}
            slices={earnings.parts.map((part, index) => ({
              name: labels[index]!,
              value: part.value,
              color: colors[index]!
            }))}
            format={percent}
            centre={{ label: labels[0], value: percent(values[0]!) }}
          />
        </ChartFigure>
      </div>
    </CardFrame>
  )
}
