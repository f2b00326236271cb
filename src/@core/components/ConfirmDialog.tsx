import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import { Button, Modal, ModalBody, ModalFooter, ModalHeader, Spinner } from 'reactstrap'

interface Props {
  isOpen: boolean
  title: string
  message: string
  confirmLabel?: string
  busy?: boolean
  onConfirm: () => void
  onCancel: () => void
}

export function ConfirmDialog({
  isOpen,
  title,
  message,
  confirmLabel,
  busy = false,
  onConfirm,
  onCancel
}: Props) {
  const { t } = useTranslation()
  const titleId = useId()
  return (
    <Modal isOpen={isOpen} toggle={onCancel} centered returnFocusAfterClose labelledBy={titleId}>
      <ModalHeader toggle={onCancel} id={titleId}>
        {title}
      </ModalHeader>
      <ModalBody>{message}</ModalBody>
      <ModalFooter>
        <Button color="secondary" outline onClick={onCancel} disabled={busy}>
          {t('confirm.cancel')}
        </Button>
        <Button color="danger" onClick={onConfirm} disabled={busy}>
          {busy && <Spinner size="sm" className="me-2" aria-hidden="true" />}
          {confirmLabel ?? t('confirm.delete')}
        </Button>
      </ModalFooter>
    </Modal>
  )
}
