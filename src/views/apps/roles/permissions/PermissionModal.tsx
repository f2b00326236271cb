import { useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import { z } from 'zod/mini'
import { Alert } from '@core/components/overlays'
import { CheckField } from '@core/forms/fields/CheckField'
import { TextField } from '@core/forms/fields/TextField'
import { ModalForm } from '@core/forms/ModalForm'
import { mutate } from '@core/forms/mutate'
import { useAddPermissionMutation, useUpdatePermissionMutation } from '../api'
import { uniqueName } from '../components/nameSchema'
import type { Permission } from '../contract'

interface Props {
  /** `new` adds one; a permission is renamed. */
  target: Permission | 'new'
  taken: readonly string[]
  onClose: () => void
  onAdded: () => void
}

interface Fields {
  name: string
  isCore: boolean
}

export function PermissionModal({ target, taken, onClose, onAdded }: Props) {
  const { t } = useTranslation('roles')
  const editing = target === 'new' ? null : target
  const others = useMemo(() => taken.filter((name) => name !== editing?.name), [taken, editing])
  const schema = useMemo(() => z.object({ name: uniqueName(others), isCore: z.boolean() }), [others])
  const [addPermission] = useAddPermissionMutation()
  const [updatePermission] = useUpdatePermissionMutation()

  const submit = async ({ name, isCore }: Fields) => {
    if (editing)
      return mutate(updatePermission({ id: editing.id, name }), {
        done: t('permissions.toasts.updated', { name }),
        failed: false
      })
    const result = await mutate(addPermission({ name, isCore }), {
      done: t('permissions.toasts.added', { name }),
      failed: false
    })
    if (result.data) onAdded()
    return result
  }

  return (
    <ModalForm
      namespace="roles"
      isOpen
      title={t(editing ? 'permissions.form.editTitle' : 'permissions.form.addTitle')}
      intro={t(editing ? 'permissions.form.editIntro' : 'permissions.form.addIntro')}
      schema={schema}
      defaultValues={{ name: editing?.name ?? '', isCore: false }}
      onSubmit={submit}
      onClose={onClose}
      submitLabel={t(editing ? 'permissions.form.save' : 'permissions.form.add')}
    >
      {editing && (
        <Alert color="warning">
          <strong className="d-block">{t('permissions.form.warningTitle')}</strong>
          {t('permissions.form.warning')}
        </Alert>
      )}
      <TextField
        id="permission-name"
        label={t('permissions.form.name')}
        placeholder={t('permissions.form.namePlaceholder')}
        name="name"
      />
      {!editing && <CheckField id="permission-core" label={t('permissions.form.core')} name="isCore" />}
    </ModalForm>
  )
}
