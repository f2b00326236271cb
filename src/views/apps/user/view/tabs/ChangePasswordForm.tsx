import { useTranslation } from 'react-i18next'
import { z } from 'zod/mini'
import { Button, Col, Row } from 'reactstrap'
import { notify } from '@core/components/toast'
import { Form } from '@core/forms/Form'
import { TextField } from '@core/forms/fields/TextField'

const schema = z
  .object({
    password: z.string().check(z.minLength(8, 'validation.passwordMin')),
    confirm: z.string()
  })
  .check(
    z.refine((fields) => fields.password === fields.confirm, {
      path: ['confirm'],
      message: 'validation.passwordMatch'
    })
  )
type PasswordFields = z.infer<typeof schema>

/** Demo only: the managed-user API has no password call, so a valid form just confirms. */
export function ChangePasswordForm() {
  const { t } = useTranslation('user')
  return (
    <Form
      schema={schema}
      defaultValues={{ password: '', confirm: '' }}
      namespace="user"
      labelledBy="change-password-title"
      onSubmit={(_values: PasswordFields, form) => {
        notify.success(t('security.passwordChanged'))
        form.reset()
      }}
    >
      <p className="alert alert-warning">{t('security.passwordHint')}</p>
      <Row className="gx-3">
        <Col md={6}>
          <TextField
            id="new-password"
            type="password"
            autoComplete="new-password"
            label={t('security.newPassword')}
            name="password"
          />
        </Col>
        <Col md={6}>
          <TextField
            id="confirm-password"
            type="password"
            autoComplete="new-password"
            label={t('security.confirmPassword')}
            name="confirm"
          />
        </Col>
      </Row>
      <Button type="submit" color="primary">
        {t('security.changePassword')}
      </Button>
    </Form>
  )
}
