import { Filter, LayoutGrid, List } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Badge, Button, ButtonGroup } from 'reactstrap'
import { SearchBox } from '@core/list/SearchBox'
import { FilterSelect, type FilterList } from '@core/list/FilterSelect'
import { activeFilterCount, type ShopParams } from './shopList'

interface Props {
  list: FilterList<ShopParams>
  search: (q: string) => void
  total: number | undefined
  onOpenFilters: () => void
}

export function ShopToolbar({ list, search, total, onOpenFilters }: Props) {
  const { state, update } = list
  const { t } = useTranslation('ecommerce')
  const active = activeFilterCount(state)
  return (
    <div className="shop-toolbar mb-3">
      <div className="d-flex flex-wrap align-items-center gap-2 mb-3">
        <Button
          color="primary"
          outline
          className="d-lg-none"
          aria-controls="shop-filters"
          onClick={onOpenFilters}
        >
          <Filter size={16} aria-hidden="true" className="me-1" />
          {t('filters.title')}
          {active > 0 && (
            <Badge color="primary" pill className="ms-1">
              {active}
            </Badge>
          )}
        </Button>
        <p className="mb-0 fw-semibold" aria-live="polite">
          {total === undefined ? '' : t('shop.results', { count: total })}
        </p>
        <div className="ms-auto d-flex align-items-center gap-2">
          <FilterSelect
            id="shop-sort"
            list={list}
            param="sortBy"
            label={t('shop.sortBy')}
            hideLabel
            optionLabel={(sort) => t(`shop.sorts.${sort}`, { defaultValue: sort })}
          />
          <ButtonGroup aria-label={t('shop.view')}>
            {(['grid', 'list'] as const).map((view) => (
              <Button
                key={view}
                color="primary"
                outline={state.view !== view}
                aria-pressed={state.view === view}
                onClick={() => update({ view })}
                aria-label={t(`shop.views.${view}`)}
              >
                {view === 'grid' ? (
                  <LayoutGrid size={16} aria-hidden="true" />
                ) : (
                  <List size={16} aria-hidden="true" />
                )}
              </Button>
            ))}
          </ButtonGroup>
        </div>
      </div>
      <SearchBox
        id="shop-search"
        label={t('shop.search')}
        placeholder={t('shop.searchPlaceholder')}
        q={state.q}
        onSearch={search}
      />
    </div>
  )
}
