import { useWatch } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { RadioGroupField } from '@core/forms/fields/RadioGroupField'
import { Value } from '../../Value'
import { Form } from '@core/forms/Form'

const plans = ['basic', 'team', 'enterprise'] as const
const errors = { required: { type: 'demo', message: 'formElements:radio.sample.requiredError' } }

/** The kit's radio group: a legend names the choice; disabled and invalid groups below. */
function RadioStatesFields() {
  const { t } = useTranslation('formElements')
  const options = plans.map((plan) => ({ value: plan, label: t(`radio.sample.plans.${plan}`) }))
  return (
    <>
      <RadioGroupField
        label={t('radio.sample.plan')}
        options={options}
        help={t('radio.sample.planHelp')}
        name="plan"
      />
      <Value value={useWatch({ name: 'plan' })} />
      <RadioGroupField
        label={t('radio.sample.lockedPlan')}
        options={options}
        disabled
        className="my-3"
        name="locked"
      />
      <RadioGroupField
        label={t('radio.sample.requiredPlan')}
        options={options}
        className="mb-0"
        name="required"
      />
    </>
  )
}

export default function RadioStates() {
  return (
    <Form defaultValues={{ plan: 'team', locked: 'basic', required: '' }} errors={errors}>
      <RadioStatesFields />
    </Form>
  )
}
