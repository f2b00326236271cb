import { useTranslation } from 'react-i18next'
// eslint-disable-next-line no-restricted-imports -- the demo shows reactstrap's own control
import { Button, Card, CardBody, CardFooter, CardHeader, Form, FormGroup, Input, Label } from 'reactstrap'
import { useSubmitToast } from '../useSubmitToast'

/** A form in its own card: title in the header, actions in the footer. */
export default function CardWithActions() {
  const { t } = useTranslation('formPages')
  const submit = useSubmitToast(t('form-layout.demos.CardActions.title'))
  return (
    <Card className="border shadow-none mb-0">
      <Form onSubmit={submit}>
        <CardHeader>
          <h3 className="h6 mb-0">{t('form-layout.cardTitle')}</h3>
        </CardHeader>
        <CardBody>
          <FormGroup>
            <Label for="card-company">{t('form-layout.fields.company')}</Label>
            <Input id="card-company" name="company" autoComplete="organization" />
          </FormGroup>
          <FormGroup className="mb-0">
            <Label for="card-notes">{t('form-layout.fields.notes')}</Label>
            <Input id="card-notes" name="notes" type="textarea" rows={3} />
          </FormGroup>
        </CardBody>
        <CardFooter className="d-flex justify-content-end gap-2">
          <Button type="reset" color="secondary" outline>
            {t('form-layout.cancel')}
          </Button>
          <Button type="submit" color="primary">
            {t('form-layout.save')}
          </Button>
        </CardFooter>
      </Form>
    </Card>
  )
}
