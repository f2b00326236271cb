import { useTranslation } from 'react-i18next'
import { CheckField } from '@core/forms/fields/CheckField'
import { Form } from '@core/forms/Form'

const channels = ['email', 'sms', 'push'] as const

/** Switches on one line, each a field of its own. */
export default function SwitchInline() {
  const { t } = useTranslation('formElements')
  return (
    <Form defaultValues={{ email: true, sms: false, push: true }}>
      <fieldset>
        <legend className="form-label fs-6">{t('switch.sample.channels')}</legend>
        {channels.map((channel) => (
          <CheckField
            key={channel}
            switch
            className="form-check-inline mb-0"
            label={t(`switch.sample.channel.${channel}`)}
            name={channel}
          />
        ))}
      </fieldset>
    </Form>
  )
}
