import { Bell, BellOff, Moon, Sun } from 'lucide-react'
import { useForm, useWatch } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { CheckField } from '@core/forms/fields/CheckField'

/** An icon in the label that follows the switch's state. */
export default function SwitchWithIcons() {
  const { t } = useTranslation('formElements')
  const { register, control } = useForm({ defaultValues: { alerts: true, night: false } })
  const [alerts, night] = useWatch({ control, name: ['alerts', 'night'] })
  const AlertIcon = alerts ? Bell : BellOff
  const NightIcon = night ? Moon : Sun
  return (
    <>
      <CheckField
        switch
        label={
          <span className="d-inline-flex align-items-center gap-2">
            <AlertIcon size={16} aria-hidden="true" />
            {t('switch.sample.alerts')}
          </span>
        }
        registration={register('alerts')}
      />
      <CheckField
        switch
        className="mb-0"
        label={
          <span className="d-inline-flex align-items-center gap-2">
            <NightIcon size={16} aria-hidden="true" />
            {t('switch.sample.night')}
          </span>
        }
        registration={register('night')}
      />
    </>
  )
}
