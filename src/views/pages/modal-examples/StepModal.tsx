import { useEffect, useId, useRef, useState, type FormEvent } from 'react'
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { Button, Modal, ModalBody, ModalFooter, ModalHeader } from 'reactstrap'
import { FormScope, renderChildren, type FormChildren } from '@core/forms/Form'
import type { PanelProps } from '@core/forms/FormPanel'
import { useContractForm, type FormSetup } from '@core/forms/useContractForm'

interface Step<T extends FieldValues> {
  title: string
  /** Checked before the next step opens. */
  fields: Path<T>[]
  content: FormChildren<T>
}

interface Props<T extends FieldValues> extends PanelProps, FormSetup<T> {
  title: string
  /** A function of the form when the steps depend on an answer. */
  steps: Step<T>[] | ((form: UseFormReturn<T>) => Step<T>[])
  submitLabel: string
  onFinish: (values: T) => void
  /** Shown once the last step is sent, instead of closing. */
  done?: FormChildren<T>
}

/** A form modal in steps: each step's fields are validated before the next one opens. */
export function StepModal<T extends FieldValues>(props: Props<T>) {
  const { isOpen, onClose, title, submitLabel, onFinish, done, steps: stepList, ...setup } = props
  const form = useContractForm(setup)
  const steps = typeof stepList === 'function' ? stepList(form) : stepList
  const { t } = useTranslation('modals')
  const titleId = useId()
  const [index, setIndex] = useState(0)
  const [finished, setFinished] = useState(false)
  const doneRef = useRef<HTMLHeadingElement>(null)
  const step = steps[index] ?? steps[0]!
  const last = index === steps.length - 1
  const firstField = step.fields[0]

  useEffect(() => {
    if (finished) doneRef.current?.focus()
    else if (index > 0 && firstField) form.setFocus(firstField)
  }, [index, finished, firstField, form])

  const close = () => {
    form.reset()
    setIndex(0)
    setFinished(false)
    onClose()
  }

  // A portalled modal still bubbles its submit to an outer form in React.
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    event.stopPropagation()
    if (!last) {
      if (await form.trigger(step.fields, { shouldFocus: true })) setIndex(index + 1)
      return
    }
    await form.handleSubmit((values) => {
      onFinish(values)
      if (done) setFinished(true)
      else close()
    })()
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
      {finished ? (
        <>
          <ModalBody className="text-center py-4">
            <h3 className="h5" tabIndex={-1} ref={doneRef}>
              {t('steps.doneTitle')}
            </h3>
            {done && renderChildren(done, form)}
          </ModalBody>
          <ModalFooter>
            <Button color="primary" onClick={close}>
              {t('steps.close')}
            </Button>
          </ModalFooter>
        </>
      ) : (
        <FormScope form={form} namespace="modals">
          <form noValidate onSubmit={(event) => void submit(event)} aria-labelledby={titleId}>
            <ModalBody>
              <p className="text-body-secondary small mb-1">
                {t('steps.progress', { current: index + 1, total: steps.length })}
              </p>
              <h3 className="h6 mb-3">{step.title}</h3>
              {renderChildren(step.content, form)}
            </ModalBody>
            <ModalFooter>
              {index > 0 ? (
                <Button type="button" color="secondary" outline onClick={() => setIndex(index - 1)}>
                  {t('steps.back')}
                </Button>
              ) : (
                <Button type="button" color="secondary" outline onClick={close}>
                  {t('steps.cancel')}
                </Button>
              )}
              <Button type="submit" color="primary">
                {last ? submitLabel : t('steps.next')}
              </Button>
            </ModalFooter>
          </form>
        </FormScope>
      )}
    </Modal>
  )
}
