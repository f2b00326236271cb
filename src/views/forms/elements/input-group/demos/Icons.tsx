import { Lock, Mail, Search } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { TextField } from '@core/forms/fields/TextField'
import { Form } from '@core/forms/Form'

const icon = (Icon: typeof Mail) => (
  <span className="input-group-text">
    <Icon size={16} aria-hidden="true" />
  </span>
)

/** Icons as add-ons: decorative, so the label still names the field. */
export default function InputGroupIcons() {
  const { t } = useTranslation('formElements')
  return (
    <Form defaultValues={{ email: '', password: '', search: '' }}>
      <TextField type="email" label={t('input-group.sample.email')} start={icon(Mail)} name="email" />
      <TextField
        type="password"
        label={t('input-group.sample.password')}
        start={icon(Lock)}
        autoComplete="new-password"
        name="password"
      />
      <TextField
        type="search"
        label={t('input-group.sample.search')}
        end={icon(Search)}
        className="mb-0"
        name="search"
      />
    </Form>
  )
}
