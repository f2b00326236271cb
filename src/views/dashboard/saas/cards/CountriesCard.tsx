import { useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import { useChartTheme } from '@core/charts/useChartTheme'
import { Money } from '@core/components/Money'
import { DataCard } from '@widgets/cards/DataCard'
import { SortableTable, type SortableColumn } from '@widgets/cards/SortableTable'
import { Trend } from '@widgets/cards/Trend'
import type { CountryRevenue } from '../contract'
import { useSaasRangeCard } from '../useSaasCard'

export function CountriesCard() {
  const { t, i18n } = useTranslation(['saas', 'cards'])
  const theme = useChartTheme()
  const { range, menu, query } = useSaasRangeCard()
  // Country names in the reader's language, from the browser's own list.
  const names = useMemo(() => new Intl.DisplayNames([i18n.language], { type: 'region' }), [i18n.language])
  const name = (row: CountryRevenue) => names.of(row.country) ?? row.country
  const columns: SortableColumn<CountryRevenue>[] = [
    { key: 'country', header: t('countries.country'), cell: name, sortBy: name },
    {
      key: 'customers',
      header: t('countries.customers'),
      cell: (row) => theme.number(row.customers),
      sortBy: (row) => row.customers
    },
    {
      key: 'mrr',
      header: t('countries.mrr'),
      cell: (row) => <Money value={row.mrr} style="whole" />,
      sortBy: (row) => row.mrr
    },
    {
      key: 'growth',
      header: t('countries.growth'),
      cell: (row) => <Trend value={row.growth} />,
      sortBy: (row) => row.growth
    }
  ]
  return (
    <DataCard
      title={t('countries.title')}
      subtitle={t(`cards:range.${range}`)}
      query={query}
      action={menu}
      bodyClassName="px-0 pb-0"
    >
      {({ countries }) => (
        <SortableTable
          caption={t('countries.title')}
          rows={countries}
          columns={columns}
          rowKey={(row) => row.country}
          initialSort={{ key: 'mrr', direction: 'descending' }}
        />
      )}
    </DataCard>
  )
}
