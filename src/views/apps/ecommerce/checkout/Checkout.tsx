import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useSearchParams } from 'react-router-dom'
import { Card } from 'reactstrap'
import { mutate } from '@core/forms/mutate'
import { LeftOutNote } from '@core/components/LeftOutNote'
import { PageHeader } from '@core/components/PageHeader'
import { QueryState } from '@core/components/QueryState'
import { useCheckoutMutation, useGetCartQuery } from '../api'
import { priceSummary, type Address, type Order, type PaymentMethod } from '../contract'
import { ecommercePaths } from '../routes.contract'
import '../ecommerce.scss'
import { AddressStep } from './AddressStep'
import { CartStep } from './CartStep'
import { OrderConfirmation } from './OrderConfirmation'
import { PaymentStep } from './PaymentStep'
import { checkoutSteps, StepHeader, type CheckoutStep } from './StepHeader'

/** The step is in the URL (Back goes to the previous step); a step whose input is missing falls back. */
export default function Checkout() {
  const { t } = useTranslation('ecommerce')
  const [params, setParams] = useSearchParams()
  const cart = useGetCartQuery()
  const [checkout] = useCheckoutMutation()
  const [address, setAddress] = useState<Address | null>(null)
  const [order, setOrder] = useState<Order | null>(null)
  const asked = checkoutSteps.find((step) => step === params.get('step')) ?? 'cart'
  const step: CheckoutStep = asked === 'payment' && !address ? 'address' : asked
  const go = (next: CheckoutStep) => setParams(next === 'cart' ? {} : { step: next })
  const lines = cart.data?.products ?? []

  const place = async (method: PaymentMethod) => {
    if (!address) return
    const result = await mutate(checkout({ address, payment: { method } }), {
      done: ({ order }) => t('toasts.orderPlaced', { id: order.id }),
      failed: false
    })
    if (result.data) setOrder(result.data.order)
    return result
  }

  return (
    <>
      <PageHeader
        title={t('titles.checkout')}
        crumbs={[{ label: t('nav.ecommerce') }, { label: t('titles.shop'), to: ecommercePaths.shop }]}
      />
      {order ? (
        <OrderConfirmation order={order} />
      ) : !cart.data ? (
        <Card>
          <QueryState loading={cart.isFetching} error={cart.error} onRetry={cart.refetch} />
        </Card>
      ) : (
        <>
          <LeftOutNote count={cart.data.leftOut} />
          <StepHeader current={lines.length === 0 ? 'cart' : step} onStep={go} />
          {(lines.length === 0 || step === 'cart') && <CartStep lines={lines} onNext={() => go('address')} />}
          {lines.length > 0 && step === 'address' && (
            <AddressStep
              address={address}
              onNext={(chosen) => {
                setAddress(chosen)
                go('payment')
              }}
            />
          )}
          {lines.length > 0 && step === 'payment' && (
            <PaymentStep summary={priceSummary(lines)} onPlace={place} />
          )}
        </>
      )}
    </>
  )
}
