import { useState } from 'react'
import { CreditCard, Gift, Wallet } from 'lucide-react'
import { useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { Button, Card, CardBody, Col, Input, Label, Row } from 'reactstrap'
import { FieldNamespace } from '@core/forms/fields/Field'
import { MaskedField } from '@core/forms/fields/MaskedField'
import { TextField } from '@core/forms/fields/TextField'
import { contractResolver } from '@core/forms/contractResolver'
import { paymentMethods, type PaymentMethod, type PriceSummary } from '../contract'
import { cardSchema, type CardFields } from './cardSchema'
import { GiftCardField } from './GiftCardField'
import { PriceSummaryCard } from './PriceSummaryCard'

interface Props {
  summary: PriceSummary
  placing: boolean
  onPlace: (method: PaymentMethod) => void
}

const icons = { card: CreditCard, cash: Wallet, 'gift-card': Gift }
const noCard: CardFields = { number: '', name: '', expiry: '', cvv: '' }

export function PaymentStep({ summary, placing, onPlace }: Props) {
  const { t } = useTranslation('ecommerce')
  const [method, setMethod] = useState<PaymentMethod>('card')
  const [giftCode, setGiftCode] = useState('')
  const [giftError, setGiftError] = useState(false)
  const card = useForm<CardFields>({ resolver: contractResolver(cardSchema), defaultValues: noCard })

  const changeGiftCode = (code: string) => {
    setGiftCode(code)
    setGiftError(false)
  }
  const place = () => {
    if (method === 'card') return void card.handleSubmit(() => onPlace('card'))()
    if (method === 'gift-card' && !/^[A-Z0-9]{4}-[A-Z0-9]{4}-[A-Z0-9]{4}$/i.test(giftCode))
      return setGiftError(true)
    onPlace(method)
  }

  return (
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
                      <Input
                        type="radio"
                        id={`pay-${option}`}
                        name="payment-method"
                        checked={method === option}
                        onChange={() => setMethod(option)}
                      />
                      <Label check for={`pay-${option}`}>
                        <Icon size={16} aria-hidden="true" className="me-1" />
                        {t(`payment.methods.${option}`)}
                      </Label>
                    </div>
                  )
                })}
              </div>
            </fieldset>
            {method === 'card' && (
              <FieldNamespace.Provider value="ecommerce">
                <form
                  noValidate
                  aria-label={t('payment.methods.card')}
                  onSubmit={(event) => event.preventDefault()}
                >
                  <Row className="gx-3">
                    <Col md={12}>
                      <MaskedField
                        control={card.control}
                        name="number"
                        id="card-number"
                        label={t('payment.number')}
                        mask="0000 0000 0000 0000"
                        placeholder="4242 4242 4242 4242"
                        autoComplete="cc-number"
                      />
                    </Col>
                    <Col md={6}>
                      <TextField
                        id="card-name"
                        label={t('payment.name')}
                        registration={card.register('name')}
                        error={card.formState.errors.name}
                        autoComplete="cc-name"
                      />
                    </Col>
                    <Col xs={6} md={3}>
                      <MaskedField
                        control={card.control}
                        name="expiry"
                        id="card-expiry"
                        label={t('payment.expiry')}
                        mask="00/00"
                        keepMasked
                        placeholder="MM/YY"
                        autoComplete="cc-exp"
                      />
                    </Col>
                    <Col xs={6} md={3}>
                      <MaskedField
                        control={card.control}
                        name="cvv"
                        id="card-cvv"
                        label={t('payment.cvv')}
                        mask="0000"
                        placeholder="123"
                        autoComplete="cc-csc"
                      />
                    </Col>
                  </Row>
                  <p className="small text-body-secondary mb-0">{t('payment.neverStored')}</p>
                </form>
              </FieldNamespace.Provider>
            )}
            {method === 'cash' && <p className="mb-0">{t('payment.cashText')}</p>}
            {method === 'gift-card' && (
              <GiftCardField code={giftCode} invalid={giftError} onChange={changeGiftCode} />
            )}
          </CardBody>
        </Card>
      </Col>
      <Col lg={4}>
        <PriceSummaryCard summary={summary}>
          <Button color="primary" block disabled={placing} onClick={place}>
            {t('payment.placeOrder')}
          </Button>
        </PriceSummaryCard>
      </Col>
    </Row>
  )
}
