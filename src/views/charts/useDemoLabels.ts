import { useTranslation } from 'react-i18next'
import { useMonths } from '@core/hooks/useCalendarNames'
import { goals, radarAxes, scatterGroups, sources } from './data'

export function useDemoLabels() {
  const { t } = useTranslation('charts')
  return {
    months: useMonths(),
    series: {
      visits: t('series.visits'),
      sales: t('series.sales'),
      expenses: t('series.expenses'),
      orders: t('series.orders')
    },
    groups: scatterGroups.map((group) => t(`groups.${group.key}`)),
    axes: radarAxes.map((axis) => t(`axes.${axis}`)),
    products: [t('products.a'), t('products.b')],
    sources: sources.map((source) => t(`sources.${source.key}`)),
    goals: goals.map((goal) => t(`goals.${goal.key}`))
  }
}
