import { useEffect, useState } from 'react'
import { FormProvider, useForm } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import { useTranslation } from 'react-i18next'
import { Button, Col, Modal, ModalBody, ModalFooter, ModalHeader, Row, Spinner } from 'reactstrap'
import { notify } from '@core/components/toast'
import { useUpdateUserMutation } from '../api'
import { SelectField } from '../components/FormField'
import { UserFormFields } from '../components/UserFormFields'
import { useOptions } from '../components/useOptions'
import { editUserSchema, editValuesOf, type EditUserFields } from '../components/userSchema'
import type { ManagedUser } from '../contract'

interface Props {
  user: ManagedUser
  isOpen: boolean
  onClose: () => void
}

/** Edits the record (prefilled); saving updates the card through the refetched user. */
export function EditUserModal({ user, isOpen, onClose }: Props) {
  const { t } = useTranslation('user')
  const options = useOptions()
  const form = useForm<EditUserFields>({ resolver: zodResolver(editUserSchema), defaultValues: editValuesOf(user) })
  const [updateUser, { isLoading }] = useUpdateUserMutation()
  const [serverError, setServerError] = useState<string | null>(null)
  const { reset, register, formState } = form

  // Each opening starts from the record as it is now (it may have changed since the last one).
  useEffect(() => {
    if (isOpen) reset(editValuesOf(user))
  }, [isOpen, user, reset])

  const submit = async (fields: EditUserFields) => {
    setServerError(null)
    const result = await updateUser({ id: user.id, ...fields })
    if (result.error) {
      setServerError(result.error.message ?? t('errors.save'))
      return
    }
    notify.success(t('toasts.updated', { name: result.data.user.fullName }))
    onClose()
  }

  return (
    <Modal isOpen={isOpen} toggle={onClose} size="lg" centered labelledBy="edit-user-title" returnFocusAfterClose>
      <FormProvider {...form}>
        <form noValidate onSubmit={form.handleSubmit(submit)} aria-labelledby="edit-user-title">
          <ModalHeader toggle={onClose} tag="h2">
            <span id="edit-user-title" className="fs-5">
              {t('edit.title')}
            </span>
          </ModalHeader>
          <ModalBody>
            <p className="text-body-secondary">{t('edit.text')}</p>
            {serverError && (
              <div className="alert alert-danger" role="alert">
                {t('errors.server', { message: serverError })}
              </div>
            )}
            <UserFormFields idPrefix="edit-user" columns={2} />
            <Row className="gx-3">
              <Col md={6}>
                <SelectField id="edit-user-status" label={t('fields.status')} options={options.statuses} registration={register('status')} error={formState.errors.status} />
              </Col>
              <Col md={6}>
                <SelectField id="edit-user-billing" label={t('fields.billing')} options={options.billings} registration={register('billing')} error={formState.errors.billing} />
              </Col>
            </Row>
          </ModalBody>
          <ModalFooter>
            <Button type="button" color="secondary" outline onClick={onClose}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" color="primary" disabled={isLoading}>
              {isLoading && <Spinner size="sm" className="me-2" aria-hidden="true" />}
              {t('common.save')}
            </Button>
          </ModalFooter>
        </form>
      </FormProvider>
    </Modal>
  )
}
