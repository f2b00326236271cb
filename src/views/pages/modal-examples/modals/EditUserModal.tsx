import { useTranslation } from 'react-i18next'
import { Col, Row } from 'reactstrap'
import { notify } from '@core/components/toast'
import { SelectField } from '@core/forms/fields/SelectField'
import { TextField } from '@core/forms/fields/TextField'
import type { PanelProps } from '@core/forms/FormPanel'
import { ModalForm } from '@core/forms/ModalForm'
import { editUserSchema, userRoles, userStatuses, type EditUserFields } from '../schemas'

const sample: EditUserFields = {
  fullName: 'Astrid Nyhus',
  username: 'astrid.nyhus',
  email: 'astrid.nyhus@example.com',
  contact: '+47 912 34 567',
  company: 'Fjordline Studio',
  role: 'editor',
  status: 'active'
}

export function EditUserModal({ isOpen, onClose }: PanelProps) {
  const { t } = useTranslation('modals')
  const text = (name: 'fullName' | 'username' | 'email' | 'contact' | 'company', type?: 'email' | 'tel') => (
    <Col md={6}>
      <TextField
        id={`edit-user-${name}`}
        type={type}
        label={t(`user.${name}`)}
        autoComplete="off"
        name={name}
      />
    </Col>
  )
  return (
    <ModalForm
      size="lg"
      namespace="modals"
      isOpen={isOpen}
      onClose={onClose}
      title={t('user.title')}
      intro={t('user.intro')}
      schema={editUserSchema}
      defaultValues={sample}
      onSubmit={(user) => void notify.success(t('user.done', { name: user.fullName }))}
      submitLabel={t('user.submit')}
    >
      <Row className="gx-3">
        {text('fullName')}
        {text('username')}
        {text('email', 'email')}
        {text('contact', 'tel')}
        {text('company')}
        <Col md={3}>
          <SelectField
            id="edit-user-role"
            label={t('user.role')}
            options={userRoles.map((role) => ({ value: role, label: t(`user.roles.${role}`) }))}
            name="role"
          />
        </Col>
        <Col md={3}>
          <SelectField
            id="edit-user-status"
            label={t('user.status')}
            options={userStatuses.map((status) => ({ value: status, label: t(`user.statuses.${status}`) }))}
            name="status"
          />
        </Col>
      </Row>
    </ModalForm>
  )
}
