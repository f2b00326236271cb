import { useTranslation } from 'react-i18next'
import { useChartTheme } from '@core/charts/useChartTheme'
import { Money } from '@core/components/Money'
import { DataCard } from '@widgets/cards/DataCard'
import { SortableTable, type SortableColumn } from '@widgets/cards/SortableTable'
import { dealStages, type OpenDeal } from '../contract'
import { useCrmTodayCard } from '../useCrmCard'

const localDay = (iso: string) => new Date(`${iso}T12:00:00`)

export function OpenDealsCard() {
  const { t } = useTranslation('crm')
  const theme = useChartTheme()
  const query = useCrmTodayCard()
  const columns: SortableColumn<OpenDeal>[] = [
    {
      key: 'company',
      header: t('deals.company'),
      cell: (deal) => deal.company,
      sortBy: (deal) => deal.company
    },
    { key: 'owner', header: t('deals.owner'), cell: (deal) => deal.owner, sortBy: (deal) => deal.owner },
    {
      key: 'stage',
      header: t('deals.stage'),
      cell: (deal) => t(`stages.${deal.stage}`),
      sortBy: (deal) => dealStages.indexOf(deal.stage)
    },
    {
      key: 'value',
      header: t('deals.value'),
      cell: (deal) => <Money value={deal.value} style="whole" />,
      sortBy: (deal) => deal.value
    },
    {
      key: 'probability',
      header: t('deals.probability'),
      cell: (deal) => theme.number(deal.probability / 100, { style: 'percent' }),
      sortBy: (deal) => deal.probability
    },
    {
      key: 'close',
      header: t('deals.closeDate'),
      cell: (deal) => (
        <time dateTime={deal.closeDate}>{theme.date(localDay(deal.closeDate), { dateStyle: 'medium' })}</time>
      ),
      sortBy: (deal) => deal.closeDate
    }
  ]
  return (
    <DataCard
      title={t('deals.title')}
      query={query}
      share={({ openDeals }) => ({ openDeals })}
      bodyClassName="px-0 pb-0"
    >
      {({ openDeals }) => (
        <SortableTable
          caption={t('deals.title')}
          rows={openDeals}
          columns={columns}
          rowKey={(deal) => deal.id}
          initialSort={{ key: 'value', direction: 'descending' }}
        />
      )}
    </DataCard>
  )
}
