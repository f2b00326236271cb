import { useForm, useWatch } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { CheckField } from '@core/forms/fields/CheckField'

/** The state spelled out beside the name, so it does not rest on colour alone. */
export default function SwitchWithLabels() {
  const { t } = useTranslation('formElements')
  const { register, control } = useForm({ defaultValues: { public: true } })
  const isPublic = useWatch({ control, name: 'public' })
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
      registration={register('public')}
    />
  )
}
