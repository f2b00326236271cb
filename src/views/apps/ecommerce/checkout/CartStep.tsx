import { ShoppingCart } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Button, Col, Row } from 'reactstrap'
import { NotFoundCard } from '@core/components/NotFoundCard'
import { priceSummary, type CartProduct } from '../contract'
import { ecommercePaths } from '../routes.contract'
import { CartLine } from './CartLine'
import { PriceSummaryCard } from './PriceSummaryCard'

export function CartStep({ lines, onNext }: { lines: CartProduct[]; onNext: () => void }) {
  const { t } = useTranslation('ecommerce')
  if (lines.length === 0) {
    return (
      <NotFoundCard
        icon={ShoppingCart}
        title={t('cart.empty')}
        text={t('cart.emptyText')}
        back={{ to: ecommercePaths.shop, label: t('wishlist.toShop') }}
      />
    )
  }
  return (
    <Row className="g-4">
      <Col lg={8}>
        <h2 className="visually-hidden">{t('checkout.steps.cart')}</h2>
        <ul className="list-unstyled mb-0" aria-label={t('cart.items')}>
          {lines.map((line) => (
            <CartLine key={line.id} line={line} />
          ))}
        </ul>
      </Col>
      <Col lg={4}>
        <PriceSummaryCard summary={priceSummary(lines)}>
          <Button color="primary" block onClick={onNext}>
            {t('checkout.placeOrder')}
          </Button>
        </PriceSummaryCard>
      </Col>
    </Row>
  )
}
