import { Clock, GraduationCap, UserCheck, Users } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { useChartTheme } from '@core/charts/useChartTheme'
import { DataCard } from '@widgets/cards/DataCard'
import { FigureStrip } from '@widgets/cards/FigureStrip'
import { useAcademyRangeCard } from '../useAcademyCard'

export function AcademyOverviewCard() {
  const { t } = useTranslation(['academy', 'cards'])
  const theme = useChartTheme()
  const { range, menu, query } = useAcademyRangeCard()
  return (
    <DataCard
      title={t('overview.title')}
      subtitle={t(`cards:range.${range}`)}
      query={query}
      action={menu}
      skeletonLines={1}
    >
      {({ totals }) => (
        <FigureStrip
          figures={[
            {
              key: 'enrolled',
              label: t('overview.enrolled'),
              value: theme.number(totals.enrolled),
              icon: Users,
              color: 'primary'
            },
            {
              key: 'active',
              label: t('overview.active'),
              value: theme.number(totals.active),
              icon: UserCheck,
              color: 'info'
            },
            {
              key: 'completion',
              label: t('overview.completionRate'),
              value: theme.number(totals.completionRate / 100, {
                style: 'percent',
                maximumFractionDigits: 1
              }),
              icon: GraduationCap,
              color: 'success'
            },
            {
              key: 'hours',
              label: t('overview.hours'),
              value: theme.number(totals.hours),
              icon: Clock,
              color: 'warning'
            }
          ]}
        />
      )}
    </DataCard>
  )
}
