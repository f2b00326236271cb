import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { PageHeader } from '@core/components/PageHeader'
import { ListGrid } from '@core/list/ListGrid'
import { useListState } from '@core/list/useListState'
import { useGetProductsQuery } from '../api'
import '../ecommerce.scss'
import { ProductCard } from './ProductCard'
import { ShopFilters } from './ShopFilters'
import { ShopToolbar } from './ShopToolbar'
import { shopSpec } from './shopList'
import { useDeferredFirstAnswer } from '@core/hooks/useDeferredFirstAnswer'

export default function Shop() {
  const { t } = useTranslation('ecommerce')
  const list = useListState(shopSpec)
  const { state, update, search, href, query: params } = list
  const [filtersOpen, setFiltersOpen] = useState(false)
  const query = useDeferredFirstAnswer(useGetProductsQuery(params))
  const total = query.data?.total
  const pages = Math.ceil((total ?? 0) / state.perPage)

  return (
    <>
      <PageHeader title={t('titles.shop')} crumbs={[{ label: t('nav.ecommerce') }]} />
      <div className="shop-layout">
        <ShopFilters
          state={state}
          update={update}
          isOpen={filtersOpen}
          onClose={() => setFiltersOpen(false)}
        />
        <section className="shop-results" aria-label={t('shop.products')} aria-busy={query.isFetching}>
          <ShopToolbar list={list} search={search} total={total} onOpenFilters={() => setFiltersOpen(true)} />
          <ListGrid
            query={query}
            items={(data) => data.products}
            itemKey={(product) => product.id}
            columns={state.view === 'list' ? 'row-cols-1' : 'row-cols-1 row-cols-sm-2 row-cols-xl-3'}
            emptyText={t('shop.empty')}
            pager={{ page: state.page, pages, href: (page) => href({ page }), label: t('shop.pages') }}
          >
            {(product) => <ProductCard product={product} view={state.view} />}
          </ListGrid>
        </section>
      </div>
    </>
  )
}
