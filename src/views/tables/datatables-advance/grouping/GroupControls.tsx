import { useTranslation } from 'react-i18next'
import { FilterSelect, type FilterList } from '@core/list/FilterSelect'
import type { groupViewParams } from './groupView'

const columnWords = { city: 'office', post: 'position', status: 'status' } as const

/** Group by (or not), then by, the groups' order and its direction: each a select bound to the address bar. */
export function GroupControls({ list }: { list: FilterList<typeof groupViewParams> }) {
  const { t } = useTranslation('tables')
  const column = (value: string) =>
    t(`datatables-advance.grouping.columns.${columnWords[value as keyof typeof columnWords]}`)
  return (
    <>
      <FilterSelect
        className="col-sm-6 col-lg-2"
        list={list}
        param="by"
        label={t('datatables-advance.grouping.groupBy')}
        all={t('datatables-advance.grouping.none')}
        optionLabel={column}
      />
      {list.state.by !== '' && (
        <>
          <FilterSelect
            className="col-sm-6 col-lg-2"
            list={list}
            param="then"
            label={t('datatables-advance.grouping.thenBy')}
            all={t('datatables-advance.grouping.nothing')}
            optionLabel={column}
          />
          <FilterSelect
            className="col-sm-6 col-lg-2"
            list={list}
            param="groupSort"
            label={t('datatables-advance.grouping.orderBy')}
            optionLabel={(value) => t(`datatables-advance.grouping.orders.${value.replace('.', '_')}`)}
          />
          <FilterSelect
            className="col-sm-6 col-lg-2"
            list={list}
            param="sort"
            label={t('datatables-advance.grouping.direction')}
            optionLabel={(value) => t(`datatables-advance.grouping.directions.${value}`)}
          />
        </>
      )}
    </>
  )
}
