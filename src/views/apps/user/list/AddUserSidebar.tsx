import { useTranslation } from 'react-i18next'
import { FormPanel, type PanelProps } from '@core/forms/FormPanel'
import { mutate } from '@core/forms/mutate'
import { useAddUserMutation } from '../api'
import { UserFormFields } from '../components/UserFormFields'
import { emptyNewUser, newUserSchema, type NewUserFields } from '../components/userSchema'
import type { ManagedUser } from '../contract'

interface Props extends PanelProps {
  onAdded: (user: ManagedUser) => void
}

export function AddUserSidebar({ isOpen, onClose, onAdded }: Props) {
  const { t } = useTranslation('user')
  const [addUser] = useAddUserMutation()

  const submit = async (fields: NewUserFields) => {
    const result = await mutate(addUser(fields), {
      done: ({ user }) => t('toasts.added', { name: user.fullName }),
      failed: false
    })
    if (result.data) onAdded(result.data.user)
    return result
  }

  return (
    <FormPanel
      namespace="user"
      isOpen={isOpen}
      title={t('add.title')}
      schema={newUserSchema}
      defaultValues={emptyNewUser}
      onSubmit={submit}
      onClose={onClose}
      submitLabel={t('add.submit')}
    >
      <UserFormFields idPrefix="add-user" />
    </FormPanel>
  )
}
