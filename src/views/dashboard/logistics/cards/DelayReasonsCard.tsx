import { useTranslation } from 'react-i18next'
import { useChartTheme, type ChartColorName } from '@core/charts/useChartTheme'
import { DataCard } from '@widgets/cards/DataCard'
import { ProgressList } from '@widgets/cards/ProgressList'
import type { DelayReason } from '../contract'
import { useLogisticsRangeCard } from '../useLogisticsCard'

const colors: Record<DelayReason, ChartColorName> = {
  traffic: 'danger',
  weather: 'info',
  loading: 'warning',
  breakdown: 'secondary',
  address: 'primary',
  customs: 'success'
}

export function DelayReasonsCard() {
  const { t } = useTranslation(['logistics', 'cards'])
  const theme = useChartTheme()
  const { range, menu, query } = useLogisticsRangeCard()
  return (
    <DataCard title={t('delays.title')} subtitle={t(`cards:range.${range}`)} query={query} action={menu}>
      {({ delays }) => {
        const total = delays.reduce((sum, row) => sum + row.count, 0)
        return (
          <ProgressList
            items={delays.map((row) => {
              const name = t(`delays.reasons.${row.reason}`)
              const share = theme.number(total === 0 ? 0 : row.count / total, { style: 'percent' })
              return {
                key: row.reason,
                name,
                detail: t('delays.count', { count: row.count, formatted: theme.number(row.count) }),
                figure: share,
                value: total === 0 ? 0 : (row.count / total) * 100,
                color: colors[row.reason],
                meterLabel: t('delays.share', { reason: name, value: share })
              }
            })}
          />
        )
      }}
    </DataCard>
  )
}
