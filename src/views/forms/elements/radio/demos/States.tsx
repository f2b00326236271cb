import { useForm, useWatch } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { RadioGroupField } from '@core/forms/fields/RadioGroupField'
import { Value } from '../../Value'

const plans = ['basic', 'team', 'enterprise'] as const
const errors = { required: { type: 'demo', message: 'formElements:radio.sample.requiredError' } }

/** The kit's radio group: a legend names the choice; disabled and invalid groups below. */
export default function RadioStates() {
  const { t } = useTranslation('formElements')
  const { register, control } = useForm({
    defaultValues: { plan: 'team', locked: 'basic', required: '' },
    errors
  })
  const options = plans.map((plan) => ({ value: plan, label: t(`radio.sample.plans.${plan}`) }))
  return (
    <>
      <RadioGroupField
        label={t('radio.sample.plan')}
        options={options}
        help={t('radio.sample.planHelp')}
        registration={register('plan')}
      />
      <Value value={useWatch({ control, name: 'plan' })} />
      <RadioGroupField
        label={t('radio.sample.lockedPlan')}
        options={options}
        disabled
        className="my-3"
        registration={register('locked')}
      />
      <RadioGroupField
        label={t('radio.sample.requiredPlan')}
        options={options}
        className="mb-0"
        registration={register('required')}
      />
    </>
  )
}
