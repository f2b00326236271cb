import { useRef, useState, type FormEvent } from 'react'
import {
  Button,
  Form,
  FormFeedback,
  FormGroup,
  Input,
  Label,
  Modal,
  ModalBody,
  ModalFooter,
  ModalHeader
} from 'reactstrap'
import { notify } from '@core/components/toast'

/** A form in a modal: the first field takes focus, errors show under the fields, saving closes it. */
export default function ModalWithForm() {
  const [open, setOpen] = useState(false)
  const [nameError, setNameError] = useState(false)
  const nameInput = useRef<HTMLInputElement>(null)
  const close = () => {
    setOpen(false)
    setNameError(false)
  }
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const name = String(new FormData(event.currentTarget).get('name') ?? '').trim()
    if (!name) return setNameError(true)
    notify.success(`Invitation sent to ${name}`)
    close()
  }
  return (
    <>
      <Button color="primary" onClick={() => setOpen(true)}>
        Invite a colleague
      </Button>
      <Modal
        isOpen={open}
        toggle={close}
        labelledBy="modal-form-title"
        onOpened={() => nameInput.current?.focus()}
      >
        <Form onSubmit={submit} noValidate>
          <ModalHeader toggle={close}>
            <span id="modal-form-title">Invite a colleague</span>
          </ModalHeader>
          <ModalBody>
            <FormGroup>
              <Label for="modal-form-name">Name</Label>
              <Input
                id="modal-form-name"
                name="name"
                innerRef={nameInput}
                invalid={nameError}
                aria-describedby="modal-form-name-error"
              />
              <FormFeedback id="modal-form-name-error">Enter a name.</FormFeedback>
            </FormGroup>
            <FormGroup className="mb-0">
              <Label for="modal-form-role">Role</Label>
              <Input id="modal-form-role" name="role" type="select" defaultValue="editor">
                <option value="viewer">Viewer</option>
                <option value="editor">Editor</option>
                <option value="admin">Admin</option>
              </Input>
            </FormGroup>
          </ModalBody>
          <ModalFooter>
            <Button color="secondary" outline onClick={close}>
              Cancel
            </Button>
            <Button color="primary" type="submit">
              Send invitation
            </Button>
          </ModalFooter>
        </Form>
      </Modal>
    </>
  )
}
