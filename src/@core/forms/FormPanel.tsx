import { useEffect, useId, useRef, type FormEvent, type ReactNode } from 'react'
import type { FieldValues } from 'react-hook-form'
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
import type { Versioned } from './conflict/conflict'
import { ConflictDialog } from './conflict/ConflictDialog'
import { FormScope, renderChildren, type FormChildren } from './Form'
import { useContractForm, type FormSetup } from './useContractForm'
import { useFormSubmit, type FormSubmit } from './useFormSubmit'
import './form-panel.scss'

export interface PanelProps {
  isOpen: boolean
  onClose: () => void
}

export interface FormPanelProps<T extends FieldValues, R = unknown> extends PanelProps, FormSetup<T> {
  kind?: 'offcanvas' | 'modal'
  size?: 'lg' | 'xl'
  title: string
  intro?: ReactNode
  onSubmit: FormSubmit<T>
  /** The record's version and how it becomes the form's values: a stale save then opens the conflict dialog. */
  versioned?: Versioned<T, R>
  submitLabel: string
  /** The i18n namespace of the schema's messages. */
  namespace?: string
  children: FormChildren<T>
}

/** A form in a side panel (or a modal): it starts from `defaultValues` each time it opens, and closes once saved. */
export function FormPanel<T extends FieldValues, R = unknown>({
  kind = 'offcanvas',
  size,
  isOpen,
  title,
  intro,
  onSubmit,
  versioned,
  onClose,
  submitLabel,
  namespace = 'common',
  children,
  ...setup
}: FormPanelProps<T, R>) {
  const { t } = useTranslation()
  const titleId = useId()
  const form = useContractForm(setup)
  useResetOnOpen(isOpen, setup.defaultValues, form.reset)
  const { isSubmitting } = form.formState
  const { alert, setAlert, submit, formRef, ...conflict } = useFormSubmit(
    form,
    onSubmit,
    () => close(),
    versioned
  )

  function close() {
    form.reset()
    setAlert(null)
    onClose()
  }

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
      {renderChildren(children, form)}
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
    <FormScope form={form} namespace={namespace}>
      {kind === 'modal' ? (
        <Modal isOpen={isOpen} toggle={close} size={size} centered labelledBy={titleId} returnFocusAfterClose>
          <form ref={formRef} noValidate onSubmit={onFormSubmit} aria-labelledby={titleId}>
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
            <form ref={formRef} noValidate onSubmit={onFormSubmit} aria-labelledby={titleId}>
              {body}
              {buttons}
            </form>
          </OffcanvasBody>
        </Offcanvas>
      )}
      <ConflictDialog
        conflict={conflict.conflict}
        onResolve={(values) => void conflict.resolve(values)}
        onCancel={conflict.dismissConflict}
      />
    </FormScope>
  )
}

/** Back to the starting values when the panel opens; when they change while it is open (the record was refetched),
 *  the fields the user has not touched follow them. */
function useResetOnOpen<V>(
  isOpen: boolean,
  values: V,
  reset: (values: V, options?: { keepDirtyValues: boolean }) => void
) {
  const shown = useRef<string | null>(null)
  const text = JSON.stringify(values)
  useEffect(() => {
    if (!isOpen) {
      shown.current = null
      return
    }
    if (shown.current === text) return
    const reopened = shown.current === null
    shown.current = text
    reset(values, { keepDirtyValues: !reopened })
  }, [isOpen, text, values, reset])
}
