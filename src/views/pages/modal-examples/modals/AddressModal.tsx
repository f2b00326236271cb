import { useTranslation } from 'react-i18next'
import { Col, Row } from 'reactstrap'
import { notify } from '@core/components/toast'
import { CheckField } from '@core/forms/fields/CheckField'
import { RadioGroupField } from '@core/forms/fields/RadioGroupField'
import { SelectField } from '@core/forms/fields/SelectField'
import { TextField } from '@core/forms/fields/TextField'
import type { PanelProps } from '@core/forms/FormPanel'
import { ModalForm } from '@core/forms/ModalForm'
import { addressSchema, addressTypes, type AddressFields } from '../schemas'

const countries = ['BR', 'FR', 'DE', 'NO', 'PT', 'GB', 'US']
const empty: AddressFields = {
  fullName: '',
  phone: '',
  line1: '',
  line2: '',
  city: '',
  postcode: '',
  country: '',
  type: 'home',
  primary: false
}
type TextName = 'fullName' | 'phone' | 'line1' | 'line2' | 'city' | 'postcode'

export function AddressModal({ isOpen, onClose }: PanelProps) {
  const { t } = useTranslation('modals')
  const text = (name: TextName, md: number, autoComplete: string) => (
    <Col md={md}>
      <TextField
        id={`address-${name}`}
        type={name === 'phone' ? 'tel' : 'text'}
        label={t(`address.${name}`)}
        autoComplete={autoComplete}
        name={name}
      />
    </Col>
  )
  return (
    <ModalForm
      size="lg"
      namespace="modals"
      isOpen={isOpen}
      onClose={onClose}
      title={t('address.title')}
      intro={t('address.intro')}
      schema={addressSchema}
      defaultValues={empty}
      onSubmit={({ city }) => void notify.success(t('address.done', { city }))}
      submitLabel={t('address.submit')}
    >
      <RadioGroupField
        id="address-type"
        label={t('address.type')}
        inline
        options={addressTypes.map((type) => ({ value: type, label: t(`address.types.${type}`) }))}
        name="type"
      />
      <Row className="gx-3">
        {text('fullName', 6, 'name')}
        {text('phone', 6, 'tel')}
        {text('line1', 12, 'address-line1')}
        {text('line2', 12, 'address-line2')}
        {text('city', 5, 'address-level2')}
        {text('postcode', 3, 'postal-code')}
        <Col md={4}>
          <SelectField
            id="address-country"
            label={t('address.country')}
            placeholder={t('address.chooseCountry')}
            options={countries.map((country) => ({
              value: country,
              label: t(`address.countries.${country}`)
            }))}
            name="country"
          />
        </Col>
      </Row>
      <CheckField id="address-primary" switch label={t('address.primary')} name="primary" />
    </ModalForm>
  )
}
