import { useState } from 'react'
import { FormProvider, useForm } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import { useTranslation } from 'react-i18next'
import { Button, Offcanvas, OffcanvasBody, OffcanvasHeader, Spinner } from 'reactstrap'
import { notify } from '@core/components/toast'
import { useAddUserMutation } from '../api'
import { UserFormFields } from '../components/UserFormFields'
import { emptyNewUser, newUserSchema, type NewUserFields } from '../components/userSchema'
import type { ManagedUser } from '../contract'

interface Props {
  isOpen: boolean
  onClose: () => void
  /** Called with the saved user, so the list can show it. */
  onAdded: (user: ManagedUser) => void
}

/** "Add New User" in a side panel; a server refusal (400) is shown above the fields. */
export function AddUserSidebar({ isOpen, onClose, onAdded }: Props) {
  const { t } = useTranslation('user')
  const form = useForm<NewUserFields>({ resolver: zodResolver(newUserSchema), defaultValues: emptyNewUser })
  const [addUser, { isLoading }] = useAddUserMutation()
  const [serverError, setServerError] = useState<string | null>(null)

  const close = () => {
    form.reset(emptyNewUser)
    setServerError(null)
    onClose()
  }

  const submit = async (fields: NewUserFields) => {
    setServerError(null)
    const result = await addUser(fields)
    if (result.error) {
      setServerError(result.error.message ?? t('errors.save'))
      return
    }
    notify.success(t('toasts.added', { name: result.data.user.fullName }))
    onAdded(result.data.user)
    close()
  }

  return (
    <Offcanvas isOpen={isOpen} toggle={close} direction="end" className="user-offcanvas" labelledBy="add-user-title">
      <OffcanvasHeader toggle={close} tag="h2">
        <span id="add-user-title" className="fs-5">
          {t('add.title')}
        </span>
      </OffcanvasHeader>
      <OffcanvasBody>
        <FormProvider {...form}>
          <form noValidate onSubmit={form.handleSubmit(submit)} aria-labelledby="add-user-title">
            {serverError && (
              <div className="alert alert-danger" role="alert">
                {t('errors.server', { message: serverError })}
              </div>
            )}
            <UserFormFields idPrefix="add-user" />
            <div className="d-flex gap-2 mt-2">
              <Button type="submit" color="primary" disabled={isLoading}>
                {isLoading && <Spinner size="sm" className="me-2" aria-hidden="true" />}
                {t('add.submit')}
              </Button>
              <Button type="button" color="secondary" outline onClick={close}>
                {t('common.cancel')}
              </Button>
            </div>
          </form>
        </FormProvider>
      </OffcanvasBody>
    </Offcanvas>
  )
}
