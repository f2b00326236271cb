import { useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { CheckField } from '@core/forms/fields/CheckField'

const errors = { backup: { type: 'demo', message: 'formElements:switch.sample.backupError' } }

/** The kit's check field as a switch: off, on, with help, disabled, invalid. */
export default function SwitchStates() {
  const { t } = useTranslation('formElements')
  const { register } = useForm({
    defaultValues: { wifi: false, sync: true, locked: true, backup: false },
    errors
  })
  return (
    <>
      <CheckField switch label={t('switch.sample.wifi')} registration={register('wifi')} />
      <CheckField
        switch
        label={t('switch.sample.sync')}
        help={t('switch.sample.syncHelp')}
        registration={register('sync')}
      />
      <CheckField switch label={t('switch.sample.locked')} disabled registration={register('locked')} />
      <CheckField
        switch
        label={t('switch.sample.backup')}
        className="mb-0"
        registration={register('backup')}
      />
    </>
  )
}
