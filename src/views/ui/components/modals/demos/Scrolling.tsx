import { useTranslation } from 'react-i18next'
import { useState } from 'react'
import { Button, Modal, ModalBody, ModalFooter, ModalHeader } from 'reactstrap'

const clauses = Array.from({ length: 12 }, (_, index) => index + 1)

/** Long content: `scrollable` keeps header and footer in view and scrolls the body alone. */
export default function ModalScrolling() {
  const { t } = useTranslation('components')
  const [open, setOpen] = useState(false)
  const close = () => setOpen(false)
  return (
    <>
      <Button color="primary" outline onClick={() => setOpen(true)}>
        {t('modals.sample.read')}
      </Button>
      <Modal isOpen={open} toggle={close} scrollable labelledBy="modal-scroll-title">
        <ModalHeader toggle={close}>
          <span id="modal-scroll-title">{t('modals.sample.terms')}</span>
        </ModalHeader>
        <ModalBody tabIndex={0}>
          {clauses.map((n) => (
            <p key={n}>{t('modals.sample.clause', { n })}</p>
          ))}
        </ModalBody>
        <ModalFooter>
          <Button color="secondary" outline onClick={close}>
            {t('modals.sample.decline')}
          </Button>
          <Button color="primary" onClick={close}>
            {t('modals.sample.accept')}
          </Button>
        </ModalFooter>
      </Modal>
    </>
  )
}
