import { CreditCard, Gift, Wallet } from 'lucide-react'
import { useWatch } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { Card, CardBody, Col, Row } from 'reactstrap'
import { RadioGroupField } from '@core/forms/fields/RadioGroupField'
import { TextField } from '@core/forms/fields/TextField'
import { PageForm, SubmitButton } from '@core/forms/PageForm'
import type { FormSubmit } from '@core/forms/useFormSubmit'
import { paymentMethods, type PaymentMethod, type PriceSummary } from '../contract'
import { ecommercePaths } from '../routes.contract'
import { paymentSchema, type PaymentForm } from './cardSchema'
import { CardFields } from './CardFields'
import { PriceSummaryCard } from './PriceSummaryCard'

interface Props {
  summary: PriceSummary
  onPlace: FormSubmit<PaymentMethod>
}

const icons = { card: CreditCard, cash: Wallet, 'gift-card': Gift }
const empty: PaymentForm = { method: 'card', number: '', name: '', expiry: '', cvv: '', giftCode: '' }
const inCheckout = (pathname: string) => pathname === ecommercePaths.checkout

export function PaymentStep({ summary, onPlace }: Props) {
  const { t } = useTranslation('ecommerce')
  return (
    <PageForm
      schema={paymentSchema}
      defaultValues={empty}
      onSubmit={(values, context) => onPlace(values.method, context)}
      label={t('payment.title')}
      namespace="ecommerce"
      stays={inCheckout}
    >
      <Row className="g-4">
        <Col lg={8}>
          <Card>
            <CardBody>
              <PaymentFields />
            </CardBody>
          </Card>
        </Col>
        <Col lg={4}>
          <PriceSummaryCard summary={summary}>
            <SubmitButton block>{t('payment.placeOrder')}</SubmitButton>
          </PriceSummaryCard>
        </Col>
      </Row>
    </PageForm>
  )
}

/** The method's choice and, under it, what that method needs. */
function PaymentFields() {
  const { t } = useTranslation('ecommerce')
  const method = useWatch<PaymentForm, 'method'>({ name: 'method' })
  const options = paymentMethods.map((option) => {
    const Icon = icons[option]
    return {
      value: option,
      label: (
        <>
          <Icon size={16} aria-hidden="true" className="me-1" />
          {t(`payment.methods.${option}`)}
        </>
      )
    }
  })
  return (
    <>
      <RadioGroupField
        id="pay"
        name="method"
        label={<span className="h5">{t('payment.title')}</span>}
        options={options}
        inline
        className="mb-4"
      />
      {method === 'card' && <CardFields />}
      {method === 'cash' && <p className="mb-0">{t('payment.cashText')}</p>}
      {method === 'gift-card' && (
        <TextField
          id="gift-code"
          label={t('payment.giftCode')}
          placeholder="ABCD-1234-EFGH"
          name="giftCode"
          className="mb-0"
        />
      )}
    </>
  )
}
