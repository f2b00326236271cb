import { useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import { TextField } from '@core/forms/fields/TextField'
import { ModalForm } from '@core/forms/ModalForm'
import { mutate } from '@core/forms/mutate'
import { useAddRoleMutation, useUpdateRoleMutation } from '../api'
import type { Role } from '../contract'
import { useRoleLabel } from '../components/useRoleLabel'
import { PermissionMatrix } from './PermissionMatrix'
import { roleFormSchema, roleFormValues, type RoleFormFields } from './roleForm'

interface Props {
  /** `new` adds one; a role is edited. */
  target: Role | 'new'
  taken: readonly string[]
  onClose: () => void
}

export function RoleModal({ target, taken, onClose }: Props) {
  const { t } = useTranslation('roles')
  const label = useRoleLabel()
  const editing = target === 'new' ? null : target
  const others = useMemo(() => taken.filter((name) => name !== editing?.name), [taken, editing])
  const schema = useMemo(() => roleFormSchema(others), [others])
  const [addRole] = useAddRoleMutation()
  const [updateRole] = useUpdateRoleMutation()

  const submit = (fields: RoleFormFields) => {
    const shown = label(fields.name)
    return editing
      ? mutate(updateRole({ id: editing.id, ...fields }), {
          done: t('roles.toasts.updated', { name: shown }),
          failed: false
        })
      : mutate(addRole(fields), { done: t('roles.toasts.added', { name: shown }), failed: false })
  }

  return (
    <ModalForm
      namespace="roles"
      size="lg"
      isOpen
      title={t(editing ? 'roles.form.editTitle' : 'roles.form.addTitle')}
      intro={t('roles.form.intro')}
      schema={schema}
      defaultValues={roleFormValues(editing)}
      onSubmit={submit}
      onClose={onClose}
      submitLabel={t(editing ? 'roles.form.save' : 'roles.form.add')}
    >
      <TextField
        id="role-name"
        label={t('roles.form.name')}
        placeholder={t('roles.form.namePlaceholder')}
        name="name"
      />
      <PermissionMatrix />
    </ModalForm>
  )
}
