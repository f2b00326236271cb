import { useTranslation } from 'react-i18next'
import { Col, Row } from 'reactstrap'
import type { PanelProps } from '@core/forms/FormPanel'
import { ModalForm } from '@core/forms/ModalForm'
import type { SaveContext } from '@core/forms/conflict/conflict'
import { mutate } from '@core/forms/mutate'
import { useUpdateUserMutation } from '../api'
import { SelectField } from '@core/forms/fields/SelectField'
import { UserFormFields } from '../components/UserFormFields'
import { useOptions } from '../components/useOptions'
import { editUserSchema, editValuesOf, type EditUserFields } from '../components/userSchema'
import { managedUserSchema, type ManagedUser } from '../contract'

interface Props extends PanelProps {
  user: ManagedUser
}

export function EditUserModal({ user, isOpen, onClose }: Props) {
  const { t } = useTranslation('user')
  const options = useOptions()
  const [updateUser] = useUpdateUserMutation()

  const submit = (fields: EditUserFields, { version }: SaveContext) =>
    mutate(updateUser({ id: user.id, version, ...fields }), {
      done: ({ user }) => t('toasts.updated', { name: user.fullName }),
      failed: false
    })

  return (
    <ModalForm
      namespace="user"
      size="lg"
      isOpen={isOpen}
      title={t('edit.title')}
      intro={t('edit.text')}
      schema={editUserSchema}
      defaultValues={editValuesOf(user)}
      versioned={{ version: user.version, record: managedUserSchema, valuesOf: editValuesOf }}
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
            name="status"
          />
        </Col>
        <Col md={6}>
          <SelectField
            id="edit-user-billing"
            label={t('fields.billing')}
            options={options.billings}
            name="billing"
          />
        </Col>
      </Row>
    </ModalForm>
  )
}
