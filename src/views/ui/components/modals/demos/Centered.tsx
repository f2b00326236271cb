import { useTranslation } from 'react-i18next'
import { useState } from 'react'
import { Button, Modal, ModalBody, ModalFooter, ModalHeader } from 'reactstrap'

/** `centered`: the dialog sits in the middle of the window, good for short confirmations. */
export default function ModalCentered() {
  const { t } = useTranslation('components')
  const [open, setOpen] = useState(false)
  const close = () => setOpen(false)
  return (
    <>
      <Button color="primary" outline onClick={() => setOpen(true)}>
        {t('modals.sample.openCentred')}
      </Button>
      <Modal isOpen={open} toggle={close} centered labelledBy="modal-centered-title">
        <ModalHeader toggle={close}>
          <span id="modal-centered-title">{t('modals.sample.leaveTitle')}</span>
        </ModalHeader>
        <ModalBody>{t('modals.sample.leaveBody')}</ModalBody>
        <ModalFooter>
          <Button color="secondary" outline onClick={close}>
            {t('modals.sample.stay')}
          </Button>
          <Button color="danger" onClick={close}>
            {t('modals.sample.leave')}
          </Button>
        </ModalFooter>
      </Modal>
    </>
  )
}
