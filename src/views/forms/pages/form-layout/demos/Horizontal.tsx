import { useTranslation } from 'react-i18next'
// eslint-disable-next-line no-restricted-imports -- the demo shows reactstrap's own control
import { Button, Col, Form, FormGroup, Input, Label, Row } from 'reactstrap'
import { useSubmitToast } from '../useSubmitToast'

const fields = [
  { name: 'firstName', type: 'text', autoComplete: 'given-name' },
  { name: 'email', type: 'email', autoComplete: 'email' },
  { name: 'mobile', type: 'tel', autoComplete: 'tel' },
  { name: 'password', type: 'password', autoComplete: 'new-password' }
] as const

/** Labels beside their inputs from the small breakpoint up, above them on a phone. */
export default function HorizontalForm() {
  const { t } = useTranslation('formPages')
  const submit = useSubmitToast(t('form-layout.demos.Horizontal.title'))
  return (
    <Form onSubmit={submit}>
      {fields.map(({ name, type, autoComplete }) => (
        <FormGroup row key={name}>
          <Label for={`horizontal-${name}`} sm={3}>
            {t(`form-layout.fields.${name}`)}
          </Label>
          <Col sm={9}>
            <Input id={`horizontal-${name}`} name={name} type={type} autoComplete={autoComplete} />
          </Col>
        </FormGroup>
      ))}
      <Row>
        <Col sm={{ size: 9, offset: 3 }}>
          <FormGroup check className="mb-3">
            <Input id="horizontal-remember" type="checkbox" />
            <Label for="horizontal-remember" check>
              {t('form-layout.fields.remember')}
            </Label>
          </FormGroup>
          <div className="d-flex gap-2">
            <Button type="submit" color="primary">
              {t('form-layout.submit')}
            </Button>
            <Button type="reset" color="secondary" outline>
              {t('form-layout.reset')}
            </Button>
          </div>
        </Col>
      </Row>
    </Form>
  )
}
