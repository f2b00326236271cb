import { useTranslation } from 'react-i18next'
import { LeftOutNote } from '@core/components/LeftOutNote'
import { QueryState } from '@core/components/QueryState'
import { SidebarToggle } from '@core/components/split-app/SplitApp'
import { SearchBox } from '@core/list/SearchBox'
import { useListState, type ListStateSpec } from '@core/list/useListState'
import { useGetTasksQuery } from '../api'
import { taskListParams, type TodoFilter, type TodoTag } from '../contract'
import { SortableTasks } from './SortableTasks'
import { SortMenu } from './SortMenu'
import type { TaskActions } from './TaskRow'
import { useTodoBulk } from './useTodoBulk'
import { useDeferredFirstAnswer } from '@core/hooks/useDeferredFirstAnswer'
import { number } from '@/utility/list.contract'

// The view (filter and tag) is in the path; the search, the order and the page are in the query.
const params = {
  q: taskListParams.q,
  sortBy: taskListParams.sortBy,
  page: number({ min: 1, max: Number.MAX_SAFE_INTEGER, whole: true, fallback: 1 })
}
const listSpec: ListStateSpec<typeof params> = { params }

export interface TodoView {
  filter: TodoFilter | ''
  tag: TodoTag | ''
}

export function TodoList({ view, actions }: { view: TodoView; actions: TaskActions }) {
  const { t } = useTranslation('todo')
  const { state, update, search, href } = useListState(listSpec)
  const { sortBy } = state
  const query = useDeferredFirstAnswer(useGetTasksQuery({ ...view, q: state.q, sortBy }))
  const tasks = query.data?.tasks ?? []
  const error = query.isError ? query.error : null
  const bulk = useTodoBulk()
  // What "all matching" sends: the view and the search (the order selects nothing).
  const matching = Object.fromEntries(Object.entries({ ...view, q: state.q }).filter(([, value]) => value))
  return (
    <>
      <div className="todo-toolbar">
        <SidebarToggle label={t('sidebar.show')} />
        <SearchBox
          id="todo-search"
          className="flex-grow-1"
          label={t('list.search')}
          placeholder={t('list.searchPlaceholder')}
          q={state.q}
          onSearch={search}
        />
        <SortMenu value={sortBy} onChange={(sort) => update({ sortBy: sort })} />
      </div>
      <LeftOutNote count={query.data?.leftOut} />
      <div className="todo-scroll">
        {query.isLoading || error !== null || tasks.length === 0 ? (
          <QueryState
            loading={query.isLoading}
            error={error}
            onRetry={() => void query.refetch()}
            empty={state.q ? t('list.emptySearch', { q: state.q }) : t('list.empty')}
          />
        ) : (
          // A new view, search or order starts from the server's order again.
          <SortableTasks
            key={`${view.filter}|${view.tag}|${state.q}|${sortBy}`}
            tasks={tasks}
            actions={actions}
            page={state.page}
            pageHref={(page) => href({ page })}
            // In the trash a task is restored one at a time: no bulk action applies there.
            bulk={view.filter === 'deleted' ? undefined : bulk}
            query={matching}
          />
        )}
      </div>
    </>
  )
}
