import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Col, Row } from 'reactstrap'
import { LeftOutNote } from '@core/components/LeftOutNote'
import { PageHeader } from '@core/components/PageHeader'
import { QueryState } from '@core/components/QueryState'
import { Pager } from '@core/list/Pager'
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
  const { state, update, search, href, query: params } = useListState(shopSpec)
  const [filtersOpen, setFiltersOpen] = useState(false)
  const query = useDeferredFirstAnswer(useGetProductsQuery(params))
  const products = query.data?.products ?? []
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
          <ShopToolbar
            state={state}
            update={update}
            search={search}
            total={total}
            onOpenFilters={() => setFiltersOpen(true)}
          />
          <LeftOutNote count={query.data?.leftOut} />
          {query.data && products.length > 0 ? (
            <Row
              className={`g-4 ${state.view === 'list' ? 'row-cols-1' : 'row-cols-1 row-cols-sm-2 row-cols-xl-3'}`}
            >
              {products.map((product) => (
                <Col key={product.id}>
                  <ProductCard product={product} view={state.view} />
                </Col>
              ))}
            </Row>
          ) : (
            <div className="card">
              <QueryState
                loading={!query.data && query.isFetching}
                error={query.error}
                onRetry={query.refetch}
                empty={t('shop.empty')}
              />
            </div>
          )}
          <Pager page={state.page} pages={pages} href={(page) => href({ page })} label={t('shop.pages')} />
        </section>
      </div>
    </>
  )
}
