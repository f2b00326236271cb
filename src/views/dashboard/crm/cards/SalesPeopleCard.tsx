import { useTranslation } from 'react-i18next'
import { useChartTheme } from '@core/charts/useChartTheme'
import { useMoney } from '@core/hooks/useMoney'
import { DataCard } from '@widgets/cards/DataCard'
import { ProgressList } from '@widgets/cards/ProgressList'
import { asPerson } from '@/utility/people.contract'
import { useCrmRangeCard } from '../useCrmCard'

export function SalesPeopleCard() {
  const { t } = useTranslation(['crm', 'cards'])
  const theme = useChartTheme()
  const money = useMoney()
  const { range, menu, query } = useCrmRangeCard()
  return (
    <DataCard
      title={t('salesPeople.title')}
      subtitle={t(`cards:range.${range}`)}
      query={query}
      share={({ salesPeople }) => ({ range, salesPeople })}
      action={menu}
    >
      {({ salesPeople }) => (
        <ProgressList
          items={salesPeople.map((person) => {
            const quota = theme.number(person.quota / 100, { style: 'percent' })
            return {
              key: person.id,
              name: person.name,
              avatar: { src: asPerson(person.name).avatar },
              detail: t('salesPeople.won', { count: person.won }),
              figure: money(person.value, 'compact'),
              value: Math.min(person.quota, 100),
              color: person.quota >= 100 ? 'success' : person.quota >= 85 ? 'primary' : 'warning',
              meterLabel: t('salesPeople.quota', { name: person.name, value: quota })
            }
          })}
        />
      )}
    </DataCard>
  )
}
