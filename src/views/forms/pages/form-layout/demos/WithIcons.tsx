import { Lock, Mail, Phone, User } from 'lucide-react'
import { useTranslation } from 'react-i18next'
// eslint-disable-next-line no-restricted-imports -- the demo shows reactstrap's own control
import { Button, Form, FormGroup, Input, InputGroup, InputGroupText, Label } from 'reactstrap'
import { useSubmitToast } from '../useSubmitToast'

const fields = [
  { name: 'firstName', type: 'text', autoComplete: 'given-name', Icon: User },
  { name: 'email', type: 'email', autoComplete: 'email', Icon: Mail },
  { name: 'mobile', type: 'tel', autoComplete: 'tel', Icon: Phone },
  { name: 'password', type: 'password', autoComplete: 'new-password', Icon: Lock }
] as const

/** An icon before each input says what it holds at a glance; the label still names it. */
export default function FormWithIcons() {
  const { t } = useTranslation('formPages')
  const submit = useSubmitToast(t('form-layout.demos.WithIcons.title'))
  return (
    <Form onSubmit={submit}>
      {fields.map(({ name, type, autoComplete, Icon }) => (
        <FormGroup key={name}>
          <Label for={`icons-${name}`}>{t(`form-layout.fields.${name}`)}</Label>
          <InputGroup>
            <InputGroupText>
              <Icon size={16} aria-hidden="true" />
            </InputGroupText>
            <Input id={`icons-${name}`} name={name} type={type} autoComplete={autoComplete} />
          </InputGroup>
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
