import { Bell, BellOff, Moon, Sun } from 'lucide-react'
import { useWatch } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { CheckField } from '@core/forms/fields/CheckField'
import { Form } from '@core/forms/Form'

/** An icon in the label that follows the switch's state. */
function SwitchWithIconsFields() {
  const { t } = useTranslation('formElements')
  const [alerts, night] = useWatch({ name: ['alerts', 'night'] })
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
        name="alerts"
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
        name="night"
      />
    </>
  )
}

export default function SwitchWithIcons() {
  return (
    <Form defaultValues={{ alerts: true, night: false }}>
      <SwitchWithIconsFields />
    </Form>
  )
}
