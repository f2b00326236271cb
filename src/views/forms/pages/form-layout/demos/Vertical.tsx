import { useTranslation } from 'react-i18next'
// eslint-disable-next-line no-restricted-imports -- the demo shows reactstrap's own control
import { Button, Form, FormGroup, Input, Label } from 'reactstrap'
import { useSubmitToast } from '../useSubmitToast'

const fields = [
  { name: 'firstName', type: 'text', autoComplete: 'given-name' },
  { name: 'email', type: 'email', autoComplete: 'email' },
  { name: 'mobile', type: 'tel', autoComplete: 'tel' },
  { name: 'password', type: 'password', autoComplete: 'new-password' }
] as const

/** Each label above its input: the layout that reads best on every screen. */
export default function VerticalForm() {
  const { t } = useTranslation('formPages')
  const submit = useSubmitToast(t('form-layout.demos.Vertical.title'))
  return (
    <Form onSubmit={submit}>
      {fields.map(({ name, type, autoComplete }) => (
        <FormGroup key={name}>
          <Label for={`vertical-${name}`}>{t(`form-layout.fields.${name}`)}</Label>
          <Input id={`vertical-${name}`} name={name} type={type} autoComplete={autoComplete} />
        </FormGroup>
      ))}
      <div className="d-flex gap-2">
        <Button type="submit" color="primary">
          {t('form-layout.submit')}
        </Button>
        <Button type="reset" color="secondary" outline>
          {t('form-layout.reset')}
        </Button>
      </div>
    </Form>
  )
}
