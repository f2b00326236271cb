import { useTranslation } from 'react-i18next'
import { Button, Card, CardBody, Col, Row } from 'reactstrap'
import { PageForm, SubmitButton } from '@core/forms/PageForm'
import { SelectField } from '@core/forms/fields/SelectField'
import { TextField } from '@core/forms/fields/TextField'
import { addressSchema, addressTypes, type Address } from '../contract'
import { ecommercePaths } from '../routes.contract'
import { savedAddresses } from './savedAddresses'

interface Props {
  address: Address | null
  onNext: (address: Address) => void
}

const empty: Address = { fullName: '', mobile: '', street: '', city: '', state: '', zip: '', type: 'home' }
const textFields = [
  ['fullName', 'name'],
  ['mobile', 'tel'],
  ['street', 'street-address'],
  ['city', 'address-level2'],
  ['state', 'address-level1'],
  ['zip', 'postal-code']
] as const

export function AddressStep({ address, onNext }: Props) {
  const { t } = useTranslation('ecommerce')
  const field = (name: keyof Address) => ({ id: `address-${name}`, label: t(`address.${name}`), name })

  return (
    <Row className="g-4">
      <Col lg={8}>
        <Card>
          <CardBody>
            <h2 className="h5">{t('address.title')}</h2>
            <p className="text-body-secondary">{t('address.hint')}</p>
            <PageForm
              schema={addressSchema}
              defaultValues={address ?? empty}
              onSubmit={onNext}
              label={t('address.title')}
              namespace="ecommerce"
              stays={(pathname) => pathname === ecommercePaths.checkout}
            >
              <Row className="g-0 gx-3">
                {textFields.map(([name, autoComplete]) => (
                  <Col md={6} key={name}>
                    <TextField
                      {...field(name)}
                      type={name === 'mobile' ? 'tel' : 'text'}
                      autoComplete={autoComplete}
                    />
                  </Col>
                ))}
                <Col md={6}>
                  <SelectField
                    {...field('type')}
                    options={addressTypes.map((type) => ({
                      value: type,
                      label: t(`address.types.${type}`)
                    }))}
                  />
                </Col>
              </Row>
              <SubmitButton>{t('address.deliverHere')}</SubmitButton>
            </PageForm>
          </CardBody>
        </Card>
      </Col>
      <Col lg={4}>
        <h2 className="h6">{t('address.saved')}</h2>
        {savedAddresses.map(({ id, ...saved }) => (
          <Card key={id} className="mb-3">
            <CardBody>
              <h3 className="h6 mb-1">
                {saved.fullName}{' '}
                <span className="badge text-bg-secondary ms-1">{t(`address.types.${saved.type}`)}</span>
              </h3>
              <address className="small mb-3">
                {saved.street}
                <br />
                {saved.zip} {saved.city}, {saved.state}
                <br />
                {saved.mobile}
              </address>
              <Button
                color="primary"
                outline
                size="sm"
                block
                onClick={() => onNext(saved)}
                aria-label={t('address.useSaved', { type: t(`address.types.${saved.type}`) })}
              >
                {t('address.deliverHere')}
              </Button>
            </CardBody>
          </Card>
        ))}
      </Col>
    </Row>
  )
}
