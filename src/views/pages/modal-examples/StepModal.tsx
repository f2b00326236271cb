import { useEffect, useId, useRef, useState, type ReactNode } from 'react'
import type { FieldValues, UseFormReturn } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { Button, Modal, ModalBody, ModalFooter, ModalHeader } from 'reactstrap'
import { renderChildren, type FormChildren } from '@core/forms/Form'
import type { PanelProps } from '@core/forms/FormPanel'
import { StepButtons } from '@core/forms/StepButtons'
import { StepForm, type FormStep } from '@core/forms/StepForm'
import type { FormSetup } from '@core/forms/useContractForm'

interface Step<T extends FieldValues> extends FormStep<T> {
  content: FormChildren<T>
}

interface Props<T extends FieldValues> extends PanelProps, FormSetup<T> {
  title: string
  /** A function of the form when the steps depend on an answer. */
  steps: Step<T>[] | ((form: UseFormReturn<T>) => Step<T>[])
  submitLabel: string
  onFinish: (values: T) => void
  /** Shown once the last step is sent, instead of closing. */
  done?: (values: T) => ReactNode
}

/** A form modal in steps: each step's fields are validated before the next one opens. */
export function StepModal<T extends FieldValues>(props: Props<T>) {
  const { isOpen, onClose, title, submitLabel, onFinish, done, steps, ...setup } = props
  const { t } = useTranslation('modals')
  const titleId = useId()
  const [finished, setFinished] = useState<T | null>(null)
  const doneRef = useRef<HTMLHeadingElement>(null)
  useEffect(() => {
    if (finished) doneRef.current?.focus()
  }, [finished])
  // The modal unmounts its content once closed, so the form starts afresh on the next opening.
  const close = () => {
    setFinished(null)
    onClose()
  }
  const finish = (values: T) => {
    onFinish(values)
    if (done) setFinished(values)
    else close()
  }

  return (
    <Modal
      isOpen={isOpen}
      toggle={close}
      size="lg"
      centered
      labelledBy={titleId}
      returnFocusAfterClose
      trapFocus
    >
      <ModalHeader toggle={close} tag="h2">
        <span id={titleId} className="fs-5">
          {title}
        </span>
      </ModalHeader>
      {finished && done ? (
        <>
          <ModalBody className="text-center py-4">
            <h3 className="h5" tabIndex={-1} ref={doneRef}>
              {t('steps.doneTitle')}
            </h3>
            {done(finished)}
          </ModalBody>
          <ModalFooter>
            <Button color="primary" onClick={close}>
              {t('steps.close')}
            </Button>
          </ModalFooter>
        </>
      ) : (
        <StepForm<T, Step<T>>
          {...setup}
          steps={steps}
          onSubmit={finish}
          focus="field"
          namespace="modals"
          labelledBy={titleId}
        >
          {(state) => (
            <>
              <ModalBody>
                <p className="text-body-secondary small mb-1">
                  {t('steps.progress', { current: state.index + 1, total: state.total })}
                </p>
                <h3 className="h6 mb-3">{state.step.title}</h3>
                {renderChildren(state.step.content, state.form)}
              </ModalBody>
              <ModalFooter>
                <StepButtons
                  state={state}
                  submitLabel={submitLabel}
                  onCancel={close}
                  className="d-flex gap-2"
                />
              </ModalFooter>
            </>
          )}
        </StepForm>
      )}
    </Modal>
  )
}
