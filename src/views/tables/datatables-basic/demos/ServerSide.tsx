import { useTranslation } from 'react-i18next'
import { ListTable } from '@core/list/ListTable'
import { SearchBox } from '@core/list/SearchBox'
import { useListState } from '@core/list/useListState'
import { useGetEmployeePageQuery } from '../../api'
import { employeeListParams } from '../../contract'
import { useEmployeeColumns } from '../../employees/useEmployeeColumns'

const listSpec = { params: employeeListParams }

/** The server pages, sorts and searches; the page, size, order and search live in the address bar. */
export default function ServerSideTable() {
  const { t } = useTranslation('tables')
  const list = useListState(listSpec)
  const query = useGetEmployeePageQuery(list.state)
  const columns = useEmployeeColumns(['name', 'email', 'startDate', 'salary', 'age', 'status'])
  return (
    <>
      <SearchBox
        id="datatables-server-search"
        className="mb-3"
        label={t('datatables-basic.sample.search')}
        placeholder={t('datatables-basic.sample.searchPlaceholder')}
        q={list.state.q}
        onSearch={list.search}
      />
      <ListTable
        label={t('datatables-basic.demos.ServerSide.title')}
        columns={columns}
        list={list}
        query={query}
        rows={(data) => data.invoices}
        emptyText={t('employees.empty')}
      />
    </>
  )
}
