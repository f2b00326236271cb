import { Truck } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router-dom'
import { Card, CardBody } from 'reactstrap'
import type { Product } from '../contract'
import { ecommercePaths } from '../routes.contract'
import { ProductButtons } from '../components/ProductButtons'
import { ProductImage } from '../components/ProductImage'
import { ProductHeadline } from '../components/ProductHeadline'
import type { ShopView } from './shopList'
import { useDemoText } from '@core/hooks/useDemoText'

export function ProductCard({ product, view }: { product: Product; view: ShopView }) {
  const { t } = useTranslation('ecommerce')
  const demo = useDemoText('ecommerce')
  return (
    <Card
      tag="article"
      className={`product-card h-100 ${view === 'list' ? 'product-card-list' : ''}`}
      aria-labelledby={`product-${product.id}`}
    >
      <Link
        to={ecommercePaths.detail(product.slug)}
        className="product-card-image"
        tabIndex={-1}
        aria-hidden="true"
      >
        <ProductImage src={product.image} />
      </Link>
      <CardBody className="d-flex flex-column">
        <ProductHeadline product={product} headingId={`product-${product.id}`} headingLevel="h3" />
        <p className="small text-body-secondary mb-1">{t('product.by', { brand: product.brand })}</p>
        <p className="product-description small mb-3">
          {demo(`products.${product.id}`, product.description)}
        </p>
        {product.hasFreeShipping && (
          <p className="small text-success-emphasis mb-3">
            <Truck size={14} aria-hidden="true" className="me-1" />
            {t('product.freeShipping')}
          </p>
        )}
        <div className="mt-auto">
          <ProductButtons product={product} layout={view === 'list' ? 'inline' : 'block'} />
        </div>
      </CardBody>
    </Card>
  )
}
