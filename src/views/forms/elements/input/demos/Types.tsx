import { useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { TextField, type TextFieldProps } from '@core/forms/fields/TextField'

const types = [
  'email',
  'password',
  'url',
  'tel',
  'search',
  'number'
] as const satisfies TextFieldProps['type'][]

/** The browser's input types: each brings its own keyboard on phones and its own checks. */
export default function InputTypes() {
  const { t } = useTranslation('formElements')
  const { register } = useForm<Record<(typeof types)[number], string>>()
  return (
    <div className="row">
      {types.map((type) => (
        <div key={type} className="col-sm-6">
          <TextField type={type} label={t(`input.sample.types.${type}`)} registration={register(type)} />
        </div>
      ))}
    </div>
  )
}
