import { useEffect } from 'react'
import { useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { Col, Row } from 'reactstrap'
import { contractResolver } from '@core/forms/contractResolver'
import { FormPanel, type PanelProps } from '@core/forms/FormPanel'
import { notify } from '@core/components/toast'
import { useUpdateUserMutation } from '../api'
import { SelectField } from '../components/FormField'
import { UserFormFields } from '../components/UserFormFields'
import { useOptions } from '../components/useOptions'
import { editUserSchema, editValuesOf, type EditUserFields } from '../components/userSchema'
import type { ManagedUser } from '../contract'

interface Props extends PanelProps {
  user: ManagedUser
}

export function EditUserModal({ user, isOpen, onClose }: Props) {
  const { t } = useTranslation('user')
  const options = useOptions()
  const form = useForm<EditUserFields>({
    resolver: contractResolver(editUserSchema),
    defaultValues: editValuesOf(user)
  })
  const [updateUser] = useUpdateUserMutation()
  const { reset, register, formState } = form

  // Each opening starts from the record as it is now (it may have changed since the last one).
  useEffect(() => {
    if (isOpen) reset(editValuesOf(user))
  }, [isOpen, user, reset])

  const submit = async (fields: EditUserFields) => {
    const result = await updateUser({ id: user.id, ...fields })
    if (result.data) notify.success(t('toasts.updated', { name: result.data.user.fullName }))
    return result
  }

  return (
    <FormPanel
      kind="modal"
      size="lg"
      isOpen={isOpen}
      title={t('edit.title')}
      intro={t('edit.text')}
      form={form}
      onSubmit={submit}
      onClose={onClose}
      submitLabel={t('common.save')}
    >
      <UserFormFields idPrefix="edit-user" columns={2} />
      <Row className="gx-3">
        <Col md={6}>
          <SelectField
            id="edit-user-status"
            label={t('fields.status')}
            options={options.statuses}
            registration={register('status')}
            error={formState.errors.status}
          />
        </Col>
        <Col md={6}>
          <SelectField
            id="edit-user-billing"
            label={t('fields.billing')}
            options={options.billings}
            registration={register('billing')}
            error={formState.errors.billing}
          />
        </Col>
      </Row>
    </FormPanel>
  )
}
