import { Heart, ShoppingCart } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router-dom'
import { Button, Card, CardBody, Col, Row } from 'reactstrap'
import { LeftOutNote } from '@core/components/LeftOutNote'
import { NotFoundCard } from '@core/components/NotFoundCard'
import { PageHeader } from '@core/components/PageHeader'
import { QueryState } from '@core/components/QueryState'
import { useGetWishlistQuery } from '../api'
import { ecommercePaths } from '../routes.contract'
import { ProductImage } from '../components/ProductImage'
import { ProductHeadline } from '../components/ProductHeadline'
import { useProductActions } from '../components/useProductActions'
import { useDemoText } from '@core/hooks/useDemoText'
import '../ecommerce.scss'

export default function Wishlist() {
  const { t } = useTranslation('ecommerce')
  const demo = useDemoText('ecommerce')
  const query = useGetWishlistQuery()
  const { toggleWishlist, moveToCart } = useProductActions()
  const products = query.data?.products

  return (
    <>
      <PageHeader
        title={t('titles.wishlist')}
        crumbs={[{ label: t('nav.ecommerce') }, { label: t('titles.shop'), to: ecommercePaths.shop }]}
      />
      <LeftOutNote count={query.data?.leftOut} />
      {!products ? (
        <Card>
          <QueryState loading={query.isFetching} error={query.error} onRetry={query.refetch} />
        </Card>
      ) : products.length === 0 ? (
        <NotFoundCard
          icon={Heart}
          title={t('wishlist.empty')}
          text={t('wishlist.emptyText')}
          back={{ to: ecommercePaths.shop, label: t('wishlist.toShop') }}
        />
      ) : (
        <Row
          className="g-4 row-cols-1 row-cols-sm-2 row-cols-xl-4 ps-0 mb-0"
          tag="ul"
          aria-label={t('titles.wishlist')}
        >
          {products.map((product) => (
            <Col key={product.id} tag="li" className="list-unstyled">
              <Card className="product-card h-100" aria-labelledby={`wish-${product.id}`}>
                <button
                  type="button"
                  className="btn-close wishlist-remove"
                  aria-label={t('wishlist.removeFor', { name: product.name })}
                  onClick={() => void toggleWishlist(product)}
                />
                <Link
                  to={ecommercePaths.detail(product.slug)}
                  className="product-card-image"
                  tabIndex={-1}
                  aria-hidden="true"
                >
                  <ProductImage src={product.image} />
                </Link>
                <CardBody className="d-flex flex-column">
                  <ProductHeadline product={product} headingId={`wish-${product.id}`} headingLevel="h2" />
                  <p className="product-description small mb-3">
                    {demo(`products.${product.id}`, product.description)}
                  </p>
                  <Button color="primary" className="mt-auto" onClick={() => void moveToCart(product)}>
                    <ShoppingCart size={16} aria-hidden="true" className="me-1" />
                    {t('wishlist.moveToCart')}
                  </Button>
                </CardBody>
              </Card>
            </Col>
          ))}
        </Row>
      )}
    </>
  )
}
