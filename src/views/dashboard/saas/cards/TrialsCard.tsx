import { useTranslation } from 'react-i18next'
import { GaugeChart } from '@core/charts/RingChart'
import { ChartFigure } from '@core/charts/ChartFigure'
import { useChartTheme } from '@core/charts/useChartTheme'
import { DataCard } from '@widgets/cards/DataCard'
import { LegendList } from '@widgets/cards/LegendList'
import { useSaasRangeCard } from '../useSaasCard'

export function TrialsCard() {
  const { t } = useTranslation(['saas', 'cards'])
  const theme = useChartTheme()
  const { range, menu, query } = useSaasRangeCard()
  return (
    <DataCard title={t('trials.title')} subtitle={t(`cards:range.${range}`)} query={query} action={menu}>
      {({ trials }) => {
        const rate = trials.started === 0 ? 0 : (trials.converted / trials.started) * 100
        const percent = theme.number(rate / 100, { style: 'percent', maximumFractionDigits: 1 })
        return (
          <>
            <ChartFigure title={t('trials.chart')} summary={t('trials.summary', { value: percent })}>
              <GaugeChart
                height={230}
                rings={[
                  {
                    name: t('trials.conversion'),
                    value: Math.round(rate * 10) / 10,
                    color: theme.colors.success
                  }
                ]}
                format={() => percent}
                hole={0.66}
                centre={{ label: t('trials.conversion'), value: percent }}
              />
            </ChartFigure>
            <LegendList
              items={[
                {
                  key: 'started',
                  label: t('trials.started'),
                  color: 'primary',
                  text: theme.number(trials.started)
                },
                {
                  key: 'converted',
                  label: t('trials.converted'),
                  color: 'success',
                  text: theme.number(trials.converted)
                },
                {
                  key: 'expired',
                  label: t('trials.expired'),
                  color: 'secondary',
                  text: theme.number(trials.expired)
                }
              ]}
            />
          </>
        )
      }}
    </DataCard>
  )
}
