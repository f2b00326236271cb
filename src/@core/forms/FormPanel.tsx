import { useId, useState, type FormEvent, type ReactNode } from 'react'
import { FormProvider, type FieldValues, type Path, type UseFormReturn } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import {
  Button,
  Modal,
  ModalBody,
  ModalFooter,
  ModalHeader,
  Offcanvas,
  OffcanvasBody,
  OffcanvasHeader,
  Spinner
} from 'reactstrap'
import { applyServerError, refusalOf } from './serverErrors'
import './form-panel.scss'

export interface PanelProps {
  isOpen: boolean
  onClose: () => void
}

interface Props<T extends FieldValues> extends PanelProps {
  kind?: 'offcanvas' | 'modal'
  size?: 'lg' | 'xl'
  title: string
  intro?: ReactNode
  form: UseFormReturn<T>
  /** A returned `error` (an RTK Query mutation's result fits) keeps the panel open and is shown. */
  onSubmit: (values: T) => Promise<{ error?: unknown } | void>
  submitLabel: string
  children: ReactNode
}

export function FormPanel<T extends FieldValues>({
  kind = 'offcanvas',
  size,
  isOpen,
  title,
  intro,
  form,
  onSubmit,
  onClose,
  submitLabel,
  children
}: Props<T>) {
  const { t } = useTranslation()
  const titleId = useId()
  const [alert, setAlert] = useState<string | null>(null)
  const { isSubmitting } = form.formState

  const close = () => {
    form.reset()
    setAlert(null)
    onClose()
  }
  const submit = form.handleSubmit(async (values) => {
    setAlert(null)
    const result = await onSubmit(values)
    if (!result?.error) return close()
    const fields = Object.keys(form.getValues()) as Path<T>[]
    setAlert(applyServerError(refusalOf(result.error), form.setError, fields, t('form.saveFailed')))
  })

  // A portalled panel still bubbles its submit to the outer form in React.
  const onFormSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.stopPropagation()
    void submit(event)
  }

  const body = (
    <>
      {intro && <p className="text-body-secondary">{intro}</p>}
      {alert && (
        <div className="alert alert-danger" role="alert">
          {alert}
        </div>
      )}
      {children}
    </>
  )
  const buttons = (
    <div className="d-flex gap-2 justify-content-end">
      <Button type="button" color="secondary" outline onClick={close}>
        {t('form.cancel')}
      </Button>
      <Button type="submit" color="primary" disabled={isSubmitting}>
        {isSubmitting && <Spinner size="sm" className="me-2" aria-hidden="true" />}
        {submitLabel}
      </Button>
    </div>
  )
  const heading = (
    <span id={titleId} className="fs-5">
      {title}
    </span>
  )

  return (
    <FormProvider {...form}>
      {kind === 'modal' ? (
        <Modal isOpen={isOpen} toggle={close} size={size} centered labelledBy={titleId} returnFocusAfterClose>
          <form noValidate onSubmit={onFormSubmit} aria-labelledby={titleId}>
            <ModalHeader toggle={close} tag="h2">
              {heading}
            </ModalHeader>
            <ModalBody>{body}</ModalBody>
            <ModalFooter>{buttons}</ModalFooter>
          </form>
        </Modal>
      ) : (
        <Offcanvas
          isOpen={isOpen}
          toggle={close}
          direction="end"
          className="nl-form-panel"
          labelledBy={titleId}
        >
          <OffcanvasHeader toggle={close} tag="h2">
            {heading}
          </OffcanvasHeader>
          <OffcanvasBody>
            <form noValidate onSubmit={onFormSubmit} aria-labelledby={titleId}>
              {body}
              {buttons}
            </form>
          </OffcanvasBody>
        </Offcanvas>
      )}
    </FormProvider>
  )
}
