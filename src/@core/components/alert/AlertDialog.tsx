import { useId, useRef, useState, type FormEvent, type SyntheticEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { Button, FormFeedback, Input, Label, Modal, Spinner } from 'reactstrap'
import { AlertIcon } from './AlertIcon'
import { AlertTimer } from './AlertTimer'
import type { AlertOptions, AlertResult } from './types'
import './alert-dialog.scss'

interface Props {
  options: AlertOptions<unknown>
  onSettled: (result: AlertResult<unknown>) => void
}

const message = (caught: unknown) => (caught instanceof Error ? caught.message : String(caught))

/** One alert on the kit's modal: it opens on mount and reports how it ended once it has closed. */
export function AlertDialog({ options, onSettled }: Props) {
  const { t } = useTranslation()
  const id = useId()
  const { title, text, footer, icon, input, timer, preConfirm } = options
  const { position = 'center', animation = 'zoom' } = options
  const [isOpen, setOpen] = useState(true)
  const [value, setValue] = useState(input?.initialValue ?? '')
  const [error, setError] = useState<string>()
  const [busy, setBusy] = useState(false)
  const modal = useRef<HTMLElement>(null)
  const outcome = useRef<AlertResult<unknown> | null>(null)

  const close = (result: AlertResult<unknown>) => {
    if (outcome.current) return
    outcome.current = result
    setOpen(false)
  }
  const dismiss = (event?: SyntheticEvent) =>
    close({ confirmed: false, reason: event?.type === 'click' ? 'backdrop' : 'escape' })

  const confirm = async (event: FormEvent) => {
    event.preventDefault()
    if (busy) return
    const refused = input?.validate?.(value)
    setError(refused)
    if (refused) return
    if (!preConfirm) return close({ confirmed: true, value })
    setBusy(true)
    try {
      close({ confirmed: true, value: await preConfirm(value) })
    } catch (caught) {
      setError(message(caught))
      setBusy(false)
    }
  }

  const errorId = `${id}-error`
  return (
    <Modal
      isOpen={isOpen}
      toggle={dismiss}
      role="alertdialog"
      labelledBy={`${id}-title`}
      innerRef={modal}
      trapFocus
      centered={position === 'center'}
      fade={animation !== 'none'}
      keyboard={!busy}
      backdrop={busy ? 'static' : true}
      modalClassName={`alert-dialog alert-dialog-${animation} alert-dialog-at-${position}`}
      onOpened={() => {
        if (text) modal.current?.setAttribute('aria-describedby', `${id}-text`)
        document.getElementById(`${id}-${input ? 'input' : 'confirm'}`)?.focus()
      }}
      onClosed={() => onSettled(outcome.current ?? { confirmed: false, reason: 'escape' })}
    >
      <form className="modal-body text-center" onSubmit={confirm} noValidate aria-busy={busy}>
        {icon && <AlertIcon kind={icon} />}
        <h2 className="h4 mb-2" id={`${id}-title`}>
          {title}
        </h2>
        {text && (
          <div className="text-body-secondary" id={`${id}-text`}>
            {text}
          </div>
        )}
        {input && (
          <div className="mt-3 text-start">
            <Label for={`${id}-input`}>{input.label}</Label>
            <Input
              id={`${id}-input`}
              type={input.type ?? 'text'}
              placeholder={input.placeholder}
              value={value}
              disabled={busy}
              invalid={Boolean(error)}
              aria-describedby={error ? errorId : undefined}
              onChange={(event) => setValue(event.target.value)}
            />
            <FormFeedback id={errorId}>{error}</FormFeedback>
          </div>
        )}
        {!input && error && (
          <p className="text-danger small mt-3 mb-0" id={errorId} role="alert">
            {error}
          </p>
        )}
        {timer !== undefined && (
          <AlertTimer duration={timer} onEnd={() => close({ confirmed: false, reason: 'timer' })} />
        )}
        <div className="alert-dialog-actions">
          {options.cancelLabel && (
            <Button
              color="secondary"
              outline
              disabled={busy}
              onClick={() => close({ confirmed: false, reason: 'cancel' })}
            >
              {options.cancelLabel}
            </Button>
          )}
          <Button
            id={`${id}-confirm`}
            type="submit"
            color={options.confirmColor ?? 'primary'}
            disabled={busy}
          >
            {busy && <Spinner size="sm" className="me-2" aria-hidden="true" />}
            {options.confirmLabel ?? t('alert.ok')}
          </Button>
        </div>
        {footer && <div className="alert-dialog-footer">{footer}</div>}
      </form>
    </Modal>
  )
}
