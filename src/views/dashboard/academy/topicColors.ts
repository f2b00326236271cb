import type { ChartColorName } from '@core/charts/useChartTheme'
import type { Topic } from './contract'

export const topicColors: Record<Topic, ChartColorName> = {
  design: 'primary',
  development: 'info',
  data: 'success',
  marketing: 'warning',
  business: 'secondary',
  languages: 'danger'
}
