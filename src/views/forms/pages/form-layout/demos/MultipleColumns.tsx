import { useTranslation } from 'react-i18next'
// eslint-disable-next-line no-restricted-imports -- the demo shows reactstrap's own control
import { Button, Col, Form, FormGroup, Input, Label, Row } from 'reactstrap'
import { useSubmitToast } from '../useSubmitToast'

const fields = [
  { name: 'firstName', autoComplete: 'given-name' },
  { name: 'lastName', autoComplete: 'family-name' },
  { name: 'city', autoComplete: 'address-level2' },
  { name: 'country', autoComplete: 'country-name' },
  { name: 'company', autoComplete: 'organization' },
  { name: 'email', autoComplete: 'email' }
] as const

/** Two columns from the medium breakpoint up, one on a phone. */
export default function MultipleColumnsForm() {
  const { t } = useTranslation('formPages')
  const submit = useSubmitToast(t('form-layout.demos.MultipleColumns.title'))
  return (
    <Form onSubmit={submit}>
      <Row>
        {fields.map(({ name, autoComplete }) => (
          <Col md={6} key={name}>
            <FormGroup>
              <Label for={`columns-${name}`}>{t(`form-layout.fields.${name}`)}</Label>
              <Input
                id={`columns-${name}`}
                name={name}
                type={name === 'email' ? 'email' : 'text'}
                autoComplete={autoComplete}
              />
            </FormGroup>
          </Col>
        ))}
      </Row>
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
