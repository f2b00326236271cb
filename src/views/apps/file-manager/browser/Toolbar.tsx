import { LayoutGrid, List } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { IconButton } from '@core/components/IconButton'
import { SidebarToggle } from '@core/components/split-app/SplitApp'
import { SearchBox } from '@core/list/SearchBox'
import { FilterSelect, type FilterList } from '@core/list/FilterSelect'
import type { FileListParams } from '../listState'

/** Search, type filter, order and layout of the open list. */
export function Toolbar({ list, search }: { list: FilterList<FileListParams>; search: (q: string) => void }) {
  const { state, update } = list
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
      <FilterSelect
        id="file-type-filter"
        list={list}
        param="type"
        label={t('list.type')}
        hideLabel
        size="sm"
        all={t('list.allTypes')}
        optionLabel={(type) => t(`types.${type}`, { defaultValue: type })}
      />
      <FilterSelect
        id="file-sort"
        list={list}
        param="sortBy"
        direction="sort"
        label={t('list.sort')}
        hideLabel
        size="sm"
        optionLabel={(value) => t(`sorts.${value.replace(':', '.')}`)}
      />
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
