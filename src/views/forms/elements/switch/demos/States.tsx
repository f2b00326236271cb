import { useTranslation } from 'react-i18next'
import { CheckField } from '@core/forms/fields/CheckField'
import { Form } from '@core/forms/Form'

const errors = { backup: { type: 'demo', message: 'formElements:switch.sample.backupError' } }

/** The kit's check field as a switch: off, on, with help, disabled, invalid. */
export default function SwitchStates() {
  const { t } = useTranslation('formElements')
  return (
    <Form defaultValues={{ wifi: false, sync: true, locked: true, backup: false }} errors={errors}>
      <CheckField switch label={t('switch.sample.wifi')} name="wifi" />
      <CheckField switch label={t('switch.sample.sync')} help={t('switch.sample.syncHelp')} name="sync" />
      <CheckField switch label={t('switch.sample.locked')} disabled name="locked" />
      <CheckField switch label={t('switch.sample.backup')} className="mb-0" name="backup" />
    </Form>
  )
}
