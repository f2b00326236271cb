import { useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { QueryState } from '@core/components/QueryState'
import { Pager } from '@core/list/Pager'
import { useListState } from '@core/list/useListState'
import { useGetEmployeeGroupsQuery } from '../../api'
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

/** The server groups, counts, adds up and pages; the browser only expands what it was sent. */
export default function GroupedTable() {
  const { t } = useTranslation('tables')
  const list = useListState(groupViewSpec)
  const columns = groupColumnsOf(list.state)
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
  const pages = data ? Math.ceil(data.total / groupsPerPage) : 0
  const caption = t('datatables-advance.demos.Grouping.title')
  return (
    <>
      <GroupControls list={list} />
      {data ? (
        <GroupTable answer={data} lines={lines} columns={columns} onToggle={toggle} caption={caption} />
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
