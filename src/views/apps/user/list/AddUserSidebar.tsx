import { useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { contractResolver } from '@core/forms/contractResolver'
import { FormPanel, type PanelProps } from '@core/forms/FormPanel'
import { notify } from '@core/components/toast'
import { useAddUserMutation } from '../api'
import { UserFormFields } from '../components/UserFormFields'
import { emptyNewUser, newUserSchema, type NewUserFields } from '../components/userSchema'
import type { ManagedUser } from '../contract'

interface Props extends PanelProps {
  onAdded: (user: ManagedUser) => void
}

export function AddUserSidebar({ isOpen, onClose, onAdded }: Props) {
  const { t } = useTranslation('user')
  const form = useForm<NewUserFields>({
    resolver: contractResolver(newUserSchema),
    defaultValues: emptyNewUser
  })
  const [addUser] = useAddUserMutation()

  const submit = async (fields: NewUserFields) => {
    const result = await addUser(fields)
    if (result.data) {
      notify.success(t('toasts.added', { name: result.data.user.fullName }))
      onAdded(result.data.user)
    }
    return result
  }

  return (
    <FormPanel
      isOpen={isOpen}
      title={t('add.title')}
      form={form}
      onSubmit={submit}
      onClose={onClose}
      submitLabel={t('add.submit')}
    >
      <UserFormFields idPrefix="add-user" />
    </FormPanel>
  )
}
