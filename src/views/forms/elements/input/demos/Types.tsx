import { useTranslation } from 'react-i18next'
import { TextField, type TextFieldProps } from '@core/forms/fields/TextField'
import { Form } from '@core/forms/Form'

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
  return (
    <Form<Record<(typeof types)[number], string>> defaultValues={{}}>
      <div className="row">
        {types.map((type) => (
          <div key={type} className="col-sm-6">
            <TextField type={type} label={t(`input.sample.types.${type}`)} name={type} />
          </div>
        ))}
      </div>
    </Form>
  )
}
