import { useTranslation } from 'react-i18next'
import { useRef, useState, type FormEvent } from 'react'
import {
  Button,
  Form,
  // eslint-disable-next-line no-restricted-imports -- the demo shows reactstrap's own control
  FormFeedback,
  FormGroup,
  // eslint-disable-next-line no-restricted-imports -- the demo shows reactstrap's own control
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
  const { t } = useTranslation('components')
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
    notify.success(t('modals.sample.sent', { name }))
    close()
  }
  return (
    <>
      <Button color="primary" onClick={() => setOpen(true)}>
        {t('modals.sample.invite')}
      </Button>
      <Modal
        isOpen={open}
        toggle={close}
        labelledBy="modal-form-title"
        onOpened={() => nameInput.current?.focus()}
      >
        <Form onSubmit={submit} noValidate>
          <ModalHeader toggle={close}>
            <span id="modal-form-title">{t('modals.sample.invite')}</span>
          </ModalHeader>
          <ModalBody>
            <FormGroup>
              <Label for="modal-form-name">{t('modals.sample.name')}</Label>
              <Input
                id="modal-form-name"
                name="name"
                innerRef={nameInput}
                invalid={nameError}
                aria-describedby="modal-form-name-error"
              />
              <FormFeedback id="modal-form-name-error">{t('modals.sample.enterName')}</FormFeedback>
            </FormGroup>
            <FormGroup className="mb-0">
              <Label for="modal-form-role">{t('modals.sample.role')}</Label>
              <Input id="modal-form-role" name="role" type="select" defaultValue="editor">
                <option value="viewer">{t('modals.sample.viewer')}</option>
                <option value="editor">{t('modals.sample.editor')}</option>
                <option value="admin">{t('modals.sample.admin')}</option>
              </Input>
            </FormGroup>
          </ModalBody>
          <ModalFooter>
            <Button color="secondary" outline onClick={close}>
              {t('modals.sample.cancel')}
            </Button>
            <Button color="primary" type="submit">
              {t('modals.sample.send')}
            </Button>
          </ModalFooter>
        </Form>
      </Modal>
    </>
  )
}
