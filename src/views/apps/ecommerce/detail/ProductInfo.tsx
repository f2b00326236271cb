import { useState } from 'react'
import { Truck } from 'lucide-react'
import { useTranslation } from 'react-i18next'
// eslint-disable-next-line no-restricted-imports -- a search, filter or pick outside any form
import { Badge, Col, Input, Label, Row } from 'reactstrap'
import { useUpdateCartQtyMutation } from '../api'
import type { ColorOption, ProductDetail } from '../contract'
import { ProductButtons } from '../components/ProductButtons'
import { ProductImage } from '../components/ProductImage'
import { QtyStepper } from '../components/QtyStepper'
import { Rating } from '../components/Rating'
import { useProductActions } from '../components/useProductActions'
import { ShareMenu } from './ShareMenu'
import { Money } from '@core/components/Money'
import { useDemoText } from '@core/hooks/useDemoText'

export function ProductInfo({ product }: { product: ProductDetail }) {
  const { t } = useTranslation('ecommerce')
  const demo = useDemoText('ecommerce')
  const [color, setColor] = useState<ColorOption>(product.colorOptions[0] ?? 'primary')
  const [qty, setQty] = useState(1)
  const { addToCart } = useProductActions()
  const [updateQty] = useUpdateCartQtyMutation()
  // The cart takes a new line with 1 unit; more are set on it right after.
  const add = async () => {
    if ((await addToCart(product)) && qty > 1) await updateQty({ productId: product.id, qty })
  }

  return (
    <Row className="g-4 align-items-center">
      <Col md={5}>
        <ProductImage src={product.image} alt={product.name} className="product-detail-image" />
      </Col>
      <Col md={7}>
        <h2 className="h3 mb-1">{product.name}</h2>
        <p className="text-body-secondary mb-2">{t('product.by', { brand: product.brand })}</p>
        <div className="d-flex flex-wrap align-items-center gap-3 mb-3">
          <span className="h4 mb-0 text-primary">
            <Money value={product.price} />
          </span>
          <Rating value={product.rating} />
        </div>
        <p className="mb-1">
          {t('detail.availability')}{' '}
          <Badge color="success-subtle" className="text-success-emphasis">
            {t('detail.inStock')}
          </Badge>
        </p>
        <p className="mb-3">{demo(`products.${product.id}`, product.description)}</p>
        {product.hasFreeShipping && (
          <p className="text-success-emphasis">
            <Truck size={16} aria-hidden="true" className="me-1" />
            {t('product.freeShipping')}
          </p>
        )}
        <hr />
        <fieldset className="mb-3">
          <legend className="h6">{t('detail.colors')}</legend>
          <div className="d-flex gap-2">
            {product.colorOptions.map((option) => (
              <div key={option} className="color-option form-check form-check-inline m-0 p-0">
                <Input
                  type="radio"
                  name="product-color"
                  id={`color-${option}`}
                  className={`bg-${option} border-${option}`}
                  checked={color === option}
                  onChange={() => setColor(option)}
                />
                <Label check for={`color-${option}`} className="visually-hidden">
                  {t(`colors.${option}`)}
                </Label>
              </div>
            ))}
          </div>
        </fieldset>
        {!product.isInCart && (
          <div className="mb-3">
            <p className="h6" aria-hidden="true">
              {t('cart.quantity')}
            </p>
            <QtyStepper
              id="detail-qty"
              value={qty}
              onChange={setQty}
              label={t('cart.quantityOf', { name: product.name })}
            />
          </div>
        )}
        <div className="d-flex flex-wrap gap-2 align-items-center">
          <ProductButtons product={product} onAdd={add} />
          <ShareMenu product={product} />
        </div>
      </Col>
    </Row>
  )
}
