import { useCallback, useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { QueryState } from '@core/components/QueryState'
import { arrangeColumns, columnChoices, type ColumnChoice } from '@core/list/columns/arrange'
import { useColumnLayout } from '@core/list/columns/useColumnLayout'
import { ListTools } from '@core/list/ListTools'
import { Pager } from '@core/list/Pager'
import { SearchBox } from '@core/list/SearchBox'
import { useListState } from '@core/list/useListState'
import { useGetEmployeeGroupsQuery, useUpdateEmployeeMutation } from '../../api'
import { groupLines, type GroupLine } from '../grouping/groupLines'
import { GroupControls } from '../grouping/GroupControls'
import { GroupTable } from '../grouping/GroupTable'
import {
  groupColumnsOf,
  groupRequest,
  groupsPerPage,
  groupViewSpec,
  toggled,
  toggleOpen
} from '../grouping/groupView'
import { EmployeeRows, rowsListKey } from '../rows/EmployeeRows'
import { useRowColumns, type SaveRow } from '../rows/useRowColumns'
import { useEmployeeColumns, type EmployeeColumn } from '../../employees/useEmployeeColumns'

const allColumns: EmployeeColumn[] = ['name', 'post', 'email', 'city', 'startDate', 'salary', 'age', 'status']

/** Not grouped: the rows with the list kit's tools. Grouped: the server groups, counts, adds up and pages. */
export default function GroupedTable() {
  const { t } = useTranslation('tables')
  const list = useListState(groupViewSpec)
  const [updateEmployee] = useUpdateEmployeeMutation()
  const save = useCallback<SaveRow>(
    (row, change) => updateEmployee({ id: row.id, version: row.version, ...change }),
    [updateEmployee]
  )
  const rowColumns = useRowColumns(save)
  const columns = groupColumnsOf(list.state)
  return (
    <>
      <div className="row g-2 mb-3 align-items-end">
        <SearchBox
          id="datatables-advance-search"
          className="col-lg-4"
          label={t('datatables-advance.rows.search')}
          q={list.state.q}
          onSearch={list.search}
        />
        <GroupControls list={list} />
      </div>
      {columns.length === 0 ? (
        <EmployeeRows list={list} columns={rowColumns} />
      ) : (
        <Groups list={list} columns={columns} choices={columnChoices(rowColumns)} />
      )}
    </>
  )
}

interface GroupsProps {
  list: ReturnType<typeof useListState<(typeof groupViewSpec)['params']>>
  columns: string[]
  choices: ColumnChoice[]
}

/** The groups' page; the rows' views and columns stay at hand, so a view can keep a grouping. */
function Groups({ list, columns, choices }: GroupsProps) {
  const { t } = useTranslation('tables')
  const grouping = columns.join(',')
  const [opened, setOpened] = useState({ grouping, open: [] as string[], expanded: [] as string[] })
  // Another grouping has other groups: nothing stays open.
  const state = opened.grouping === grouping ? opened : { grouping, open: [], expanded: [] }
  const query = useGetEmployeeGroupsQuery(groupRequest(list.state, state.open))
  const data = query.data
  const lines = useMemo(
    () =>
      data ? groupLines(data.groups, columns.length > 1, new Set(state.expanded), new Set(state.open)) : [],
    [data, columns.length, state.expanded, state.open]
  )
  const toggle = (line: Extract<GroupLine, { kind: 'group' }>) => {
    if (line.leaf) setOpened({ ...state, open: toggleOpen(state.open, line.path) })
    else setOpened({ ...state, expanded: toggled(state.expanded, line.path) })
  }
  const layout = useColumnLayout(
    rowsListKey,
    choices.map((choice) => choice.id)
  )
  // The rows' columns, read-only, as the Columns menu lays them out: hidden ones go, the order follows.
  const plain = useEmployeeColumns(allColumns, false)
  const fields = useMemo(() => arrangeColumns(plain, layout.layout), [plain, layout.layout])
  const pages = data ? Math.ceil(data.total / groupsPerPage) : 0
  const caption = t('datatables-advance.demos.Grouping.title')
  return (
    <>
      <ListTools
        listKey={rowsListKey}
        view={{
          label: caption,
          query: list.query,
          sort: `${list.state.groupSort} ${list.state.sort}`,
          total: data?.totals.count ?? 0
        }}
        choices={choices}
        columns={layout}
        onLayoutChange={() => undefined}
        measure={() => 150}
      />
      {data ? (
        <GroupTable
          answer={data}
          lines={lines}
          columns={columns}
          onToggle={toggle}
          caption={caption}
          fields={fields}
        />
      ) : (
        <QueryState loading={query.isFetching || !query.error} error={query.error} onRetry={query.refetch} />
      )}
      <Pager
        page={list.state.page}
        pages={pages}
        href={(page) => list.href({ page })}
        label={t('datatables-advance.grouping.pages')}
        className="d-flex justify-content-center mt-3"
      />
    </>
  )
}
