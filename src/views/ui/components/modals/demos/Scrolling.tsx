import { useState } from 'react'
import { Button, Modal, ModalBody, ModalFooter, ModalHeader } from 'reactstrap'

const clauses = Array.from(
  { length: 12 },
  (_, index) =>
    `Clause ${index + 1}. The service is provided as described on the pricing page; ` +
    'changes are announced 30 days ahead by e-mail, and you may cancel before they apply without any fee.'
)

/** Long content: `scrollable` keeps header and footer in view and scrolls the body alone. */
export default function ModalScrolling() {
  const [open, setOpen] = useState(false)
  const close = () => setOpen(false)
  return (
    <>
      <Button color="primary" outline onClick={() => setOpen(true)}>
        Read the terms
      </Button>
      <Modal isOpen={open} toggle={close} scrollable labelledBy="modal-scroll-title">
        <ModalHeader toggle={close}>
          <span id="modal-scroll-title">Terms of service</span>
        </ModalHeader>
        <ModalBody tabIndex={0}>
          {clauses.map((clause) => (
            <p key={clause}>{clause}</p>
          ))}
        </ModalBody>
        <ModalFooter>
          <Button color="secondary" outline onClick={close}>
            Decline
          </Button>
          <Button color="primary" onClick={close}>
            Accept
          </Button>
        </ModalFooter>
      </Modal>
    </>
  )
}
