import { useState } from 'react'
import { Button, Modal, ModalBody, ModalFooter, ModalHeader } from 'reactstrap'

/** `centered`: the dialog sits in the middle of the window, good for short confirmations. */
export default function ModalCentered() {
  const [open, setOpen] = useState(false)
  const close = () => setOpen(false)
  return (
    <>
      <Button color="primary" outline onClick={() => setOpen(true)}>
        Open centred modal
      </Button>
      <Modal isOpen={open} toggle={close} centered labelledBy="modal-centered-title">
        <ModalHeader toggle={close}>
          <span id="modal-centered-title">Leave the workspace?</span>
        </ModalHeader>
        <ModalBody>You will lose access to its boards until someone invites you again.</ModalBody>
        <ModalFooter>
          <Button color="secondary" outline onClick={close}>
            Stay
          </Button>
          <Button color="danger" onClick={close}>
            Leave
          </Button>
        </ModalFooter>
      </Modal>
    </>
  )
}
