import { Heart, Trash2 } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router-dom'
import { Badge, Button, Card, CardBody } from 'reactstrap'
import { formatDate } from '@/utility/format'
import { mutate } from '@core/forms/mutate'
import { useUpdateCartQtyMutation } from '../api'
import type { CartProduct } from '../contract'
import { ecommercePaths } from '../routes.contract'
import { ProductImage } from '../components/ProductImage'
import { QtyStepper } from '../components/QtyStepper'
import { Rating } from '../components/Rating'
import { useProductActions } from '../components/useProductActions'
import { Money } from '@core/components/Money'

export function CartLine({ line }: { line: CartProduct }) {
  const { t, i18n } = useTranslation('ecommerce')
  const { removeFromCart, moveToWishlist } = useProductActions()
  const [updateQty, { isLoading }] = useUpdateCartQtyMutation()
  const setQty = async (qty: number) => {
    await mutate(updateQty({ productId: line.id, qty }), { failed: () => t('toasts.failed') })
  }
  const discounted = line.price * (1 - line.discountPercentage / 100)

  return (
    <Card tag="li" className="mb-3" aria-labelledby={`line-${line.id}`}>
      <CardBody className="d-flex flex-wrap flex-sm-nowrap gap-3">
        <ProductImage src={line.image} className="cart-line-image" />
        <div className="flex-fill min-w-0">
          <h3 className="h6 mb-1" id={`line-${line.id}`}>
            <Link to={ecommercePaths.detail(line.slug)}>{line.name}</Link>
          </h3>
          <p className="small text-body-secondary mb-1">{t('product.by', { brand: line.brand })}</p>
          <Rating value={line.rating} size={14} />
          <p className="small mb-1 mt-2">
            <Badge color="success-subtle" className="text-success-emphasis me-2">
              {t('cart.inStock')}
            </Badge>
            {t('cart.delivery', {
              date: formatDate(line.shippingDate, i18n.language, {
                weekday: 'short',
                day: 'numeric',
                month: 'short'
              })
            })}
          </p>
          <p className="small text-success-emphasis mb-2">{t('cart.offers', { count: line.offers })}</p>
          <QtyStepper
            id={`qty-${line.id}`}
            value={line.qty}
            onChange={(qty) => void setQty(qty)}
            label={t('cart.quantityOf', { name: line.name })}
            disabled={isLoading}
          />
        </div>
        <div className="text-sm-end d-flex flex-column gap-2 align-items-sm-end">
          <div>
            <span className="fw-semibold fs-5 d-block">
              <Money value={discounted * line.qty} />
            </span>
            <span className="small text-body-secondary text-decoration-line-through me-2">
              <Money value={line.price * line.qty} />
            </span>
            <Badge color="primary" pill>
              {t('cart.percentOff', { percent: line.discountPercentage })}
            </Badge>
          </div>
          <Button
            color="secondary"
            outline
            size="sm"
            onClick={() => void removeFromCart(line)}
            aria-label={t('cart.removeFor', { name: line.name })}
          >
            <Trash2 size={14} aria-hidden="true" className="me-1" />
            {t('cart.remove')}
          </Button>
          <Button
            color="primary"
            outline
            size="sm"
            onClick={() => void moveToWishlist(line)}
            aria-label={t('cart.moveToWishlistFor', { name: line.name })}
          >
            <Heart size={14} aria-hidden="true" className="me-1" />
            {t('cart.moveToWishlist')}
          </Button>
        </div>
      </CardBody>
    </Card>
  )
}
