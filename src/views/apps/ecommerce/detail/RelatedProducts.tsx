import { lazy, Suspense } from 'react'
import { useTranslation } from 'react-i18next'
import { Spinner } from 'reactstrap'
import { useGetProductsQuery } from '../api'
import type { Product } from '../contract'

// Swiper (its own vendor chunk) loads with the carousel, after the product itself is on screen.
const RelatedCarousel = lazy(() => import('./RelatedCarousel'))

export function RelatedProducts({ product }: { product: Product }) {
  const { t } = useTranslation('ecommerce')
  const query = useGetProductsQuery({ category: product.category, perPage: 27 })
  const related = (query.data?.products ?? []).filter((other) => other.id !== product.id)
  return (
    <section className="related-products" aria-labelledby="related-title">
      <h2 id="related-title" className="h5 text-center mb-1">
        {t('detail.related')}
      </h2>
      <p className="text-center text-body-secondary mb-4">{t('detail.relatedText')}</p>
      {related.length > 0 && (
        <Suspense fallback={<Spinner size="sm" color="primary" />}>
          <RelatedCarousel products={related} />
        </Suspense>
      )}
    </section>
  )
}
