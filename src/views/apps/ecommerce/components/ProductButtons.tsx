import { Heart, ShoppingCart } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router-dom'
import { Button } from 'reactstrap'
import type { Product } from '../contract'
import { ecommercePaths } from '../routes.contract'
import { useProductActions } from './useProductActions'

interface Props {
  product: Product
  layout?: 'block' | 'inline'
  onAdd?: () => void
}

export function ProductButtons({ product, layout = 'inline', onAdd }: Props) {
  const { t } = useTranslation('ecommerce')
  const { toggleWishlist, addToCart } = useProductActions()
  const grow = 'text-nowrap'
  return (
    <div className={`product-buttons gap-2 ${layout === 'block' ? 'd-grid' : 'd-flex flex-wrap'}`}>
      <Button
        color="secondary"
        outline
        className={grow}
        aria-pressed={product.isInWishlist}
        aria-label={t('actions.wishlistFor', { name: product.name })}
        onClick={() => void toggleWishlist(product)}
      >
        <Heart size={16} aria-hidden="true" className={`me-1 ${product.isInWishlist ? 'wish-on' : ''}`} />
        {t('actions.wishlist')}
      </Button>
      {product.isInCart ? (
        <Link
          to={ecommercePaths.checkout}
          className={`btn btn-primary ${grow}`}
          aria-label={t('actions.viewInCartFor', { name: product.name })}
        >
          <ShoppingCart size={16} aria-hidden="true" className="me-1" />
          {t('actions.viewInCart')}
        </Link>
      ) : (
        <Button
          color="primary"
          className={grow}
          aria-label={t('actions.addToCartFor', { name: product.name })}
          onClick={() => (onAdd ? onAdd() : void addToCart(product))}
        >
          <ShoppingCart size={16} aria-hidden="true" className="me-1" />
          {t('actions.addToCart')}
        </Button>
      )}
    </div>
  )
}
