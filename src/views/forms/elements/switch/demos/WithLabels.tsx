import { useWatch } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { CheckField } from '@core/forms/fields/CheckField'
import { Form } from '@core/forms/Form'

/** The state spelled out beside the name, so it does not rest on colour alone. */
function SwitchWithLabelsFields() {
  const { t } = useTranslation('formElements')
  const isPublic = useWatch({ name: 'public' })
  return (
    <CheckField
      switch
      className="mb-0"
      label={
        <>
          {t('switch.sample.profile')}{' '}
          <span className={`badge ${isPublic ? 'text-bg-success' : 'text-bg-secondary'}`}>
            {t(isPublic ? 'switch.sample.on' : 'switch.sample.off')}
          </span>
        </>
      }
      name="public"
    />
  )
}

export default function SwitchWithLabels() {
  return (
    <Form defaultValues={{ public: true }}>
      <SwitchWithLabelsFields />
    </Form>
  )
}
