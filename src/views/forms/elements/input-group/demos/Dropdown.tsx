import { useFormContext, useWatch } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { DropdownItem, DropdownMenu, DropdownToggle, UncontrolledDropdown } from 'reactstrap'
import { TextField } from '@core/forms/fields/TextField'
import { Form } from '@core/forms/Form'

const currencies = ['EUR', 'USD', 'GBP'] as const

/** A dropdown as an add-on picks the unit the amount is in. */
function InputGroupDropdownFields() {
  const { setValue } = useFormContext()
  const { t } = useTranslation('formElements')
  const currency = useWatch({ name: 'currency' })
  return (
    <TextField
      label={t('input-group.sample.amount')}
      inputMode="decimal"
      className="mb-0"
      help={t('input-group.sample.currencyHelp', { currency })}
      end={
        <UncontrolledDropdown group>
          <DropdownToggle
            caret
            color="outline-primary"
            aria-label={t('input-group.sample.currency', { currency })}
          >
            {currency}
          </DropdownToggle>
          <DropdownMenu end>
            {currencies.map((code) => (
              <DropdownItem key={code} active={code === currency} onClick={() => setValue('currency', code)}>
                {code}
              </DropdownItem>
            ))}
          </DropdownMenu>
        </UncontrolledDropdown>
      }
      name="amount"
    />
  )
}

export default function InputGroupDropdown() {
  return (
    <Form defaultValues={{ amount: '', currency: 'EUR' }}>
      <InputGroupDropdownFields />
    </Form>
  )
}
