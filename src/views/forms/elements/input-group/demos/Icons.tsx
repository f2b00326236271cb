import { Lock, Mail, Search } from 'lucide-react'
import { useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { TextField } from '@core/forms/fields/TextField'

const icon = (Icon: typeof Mail) => (
  <span className="input-group-text">
    <Icon size={16} aria-hidden="true" />
  </span>
)

/** Icons as add-ons: decorative, so the label still names the field. */
export default function InputGroupIcons() {
  const { t } = useTranslation('formElements')
  const { register } = useForm({ defaultValues: { email: '', password: '', search: '' } })
  return (
    <>
      <TextField
        type="email"
        label={t('input-group.sample.email')}
        start={icon(Mail)}
        registration={register('email')}
      />
      <TextField
        type="password"
        label={t('input-group.sample.password')}
        start={icon(Lock)}
        autoComplete="new-password"
        registration={register('password')}
      />
      <TextField
        type="search"
        label={t('input-group.sample.search')}
        end={icon(Search)}
        className="mb-0"
        registration={register('search')}
      />
    </>
  )
}
