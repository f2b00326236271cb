import { CreditCard, Gift, Wallet } from 'lucide-react'
import { useForm, useWatch } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { Card, CardBody, Col, Row } from 'reactstrap'
import { TextField } from '@core/forms/fields/TextField'
import { PageForm, SubmitButton } from '@core/forms/PageForm'
import type { FormSubmit } from '@core/forms/useFormSubmit'
import { paymentMethods, type PaymentMethod, type PriceSummary } from '../contract'
import { ecommercePaths } from '../routes.contract'
import { paymentResolver, type PaymentForm } from './cardSchema'
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
  const form = useForm<PaymentForm>({ resolver: paymentResolver, defaultValues: empty })
  const method = useWatch({ control: form.control, name: 'method' })

  return (
    <PageForm
      form={form}
      onSubmit={(values) => onPlace(values.method)}
      label={t('payment.title')}
      namespace="ecommerce"
      stays={inCheckout}
    >
      <Row className="g-4">
        <Col lg={8}>
          <Card>
            <CardBody>
              <fieldset className="mb-4">
                <legend className="h5">{t('payment.title')}</legend>
                <div className="d-flex flex-wrap gap-3">
                  {paymentMethods.map((option) => {
                    const Icon = icons[option]
                    return (
                      <div key={option} className="form-check">
                        <input
                          type="radio"
                          id={`pay-${option}`}
                          className="form-check-input"
                          value={option}
                          {...form.register('method')}
                        />
                        <label className="form-check-label" htmlFor={`pay-${option}`}>
                          <Icon size={16} aria-hidden="true" className="me-1" />
                          {t(`payment.methods.${option}`)}
                        </label>
                      </div>
                    )
                  })}
                </div>
              </fieldset>
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
