import { LayoutGrid, List } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { IconButton } from '@core/components/IconButton'
import { SidebarToggle } from '@core/components/split-app/SplitApp'
import { SearchBox } from '@core/list/SearchBox'
import type { ListState, ListUpdate } from '@core/list/useListState'
import { entrySorts, fileOnlyTypes } from '../contract'
import type { FileListParams } from '../listState'

type State = ListState<FileListParams>

/** Search, type filter, order and layout of the open list. */
export function Toolbar({
  state,
  update,
  search
}: {
  state: State
  update: ListUpdate<State>
  search: (q: string) => void
}) {
  const { t } = useTranslation('fileManager')
  return (
    <div className="file-toolbar">
      <SidebarToggle label={t('sidebar.show')} />
      <SearchBox
        id="file-search"
        className="flex-grow-1"
        label={t('list.search')}
        placeholder={t('list.searchPlaceholder')}
        q={state.q}
        onSearch={search}
      />
      <select
        className="form-select form-select-sm w-auto"
        aria-label={t('list.type')}
        value={state.type}
        onChange={(event) => update({ type: event.target.value as State['type'] })}
      >
        <option value="">{t('list.allTypes')}</option>
        {fileOnlyTypes.map((type) => (
          <option key={type} value={type}>
            {t(`types.${type}`)}
          </option>
        ))}
      </select>
      <select
        className="form-select form-select-sm w-auto"
        aria-label={t('list.sort')}
        value={`${state.sortBy}:${state.sort}`}
        onChange={(event) => {
          const [sortBy, sort] = event.target.value.split(':') as [State['sortBy'], State['sort']]
          update({ sortBy, sort })
        }}
      >
        {entrySorts.flatMap((sortBy) =>
          (['asc', 'desc'] as const).map((sort) => (
            <option key={`${sortBy}:${sort}`} value={`${sortBy}:${sort}`}>
              {t(`sorts.${sortBy}.${sort}`)}
            </option>
          ))
        )}
      </select>
      <div className="btn-group" role="group" aria-label={t('list.layout')}>
        <IconButton
          icon={LayoutGrid}
          label={t('list.grid')}
          pressed={state.layout === 'grid'}
          onClick={() => update({ layout: 'grid' })}
        />
        <IconButton
          icon={List}
          label={t('list.list')}
          pressed={state.layout === 'list'}
          onClick={() => update({ layout: 'list' })}
        />
      </div>
    </div>
  )
}
