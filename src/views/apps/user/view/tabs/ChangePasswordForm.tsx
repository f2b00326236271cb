import { useForm } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import { useTranslation } from 'react-i18next'
import { z } from 'zod'
import { Button, Col, Row } from 'reactstrap'
import { notify } from '@core/components/toast'
import { FieldNamespace } from '@core/forms/fields/Field'
import { TextField } from '@core/forms/fields/TextField'

const schema = z
  .object({
    password: z.string().min(8, 'validation.passwordMin'),
    confirm: z.string()
  })
  .refine((fields) => fields.password === fields.confirm, {
    path: ['confirm'],
    message: 'validation.passwordMatch'
  })
type PasswordFields = z.infer<typeof schema>

/** Demo only: the managed-user API has no password call, so a valid form just confirms. */
export function ChangePasswordForm() {
  const { t } = useTranslation('user')
  const { register, handleSubmit, reset, formState } = useForm<PasswordFields>({
    resolver: zodResolver(schema),
    defaultValues: { password: '', confirm: '' }
  })
  const submit = () => {
    notify.success(t('security.passwordChanged'))
    reset()
  }
  return (
    <FieldNamespace.Provider value="user">
      <form noValidate onSubmit={handleSubmit(submit)} aria-labelledby="change-password-title">
        <p className="alert alert-warning">{t('security.passwordHint')}</p>
        <Row className="gx-3">
          <Col md={6}>
            <TextField
              id="new-password"
              type="password"
              autoComplete="new-password"
              label={t('security.newPassword')}
              registration={register('password')}
              error={formState.errors.password}
            />
          </Col>
          <Col md={6}>
            <TextField
              id="confirm-password"
              type="password"
              autoComplete="new-password"
              label={t('security.confirmPassword')}
              registration={register('confirm')}
              error={formState.errors.confirm}
            />
          </Col>
        </Row>
        <Button type="submit" color="primary">
          {t('security.changePassword')}
        </Button>
      </form>
    </FieldNamespace.Provider>
  )
}
