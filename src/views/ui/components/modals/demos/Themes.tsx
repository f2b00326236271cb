import { useState } from 'react'
import { Button, Modal, ModalBody, ModalFooter, ModalHeader } from 'reactstrap'

const themes = ['primary', 'success', 'danger', 'warning', 'info', 'dark'] as const
type Theme = (typeof themes)[number]

/** A coloured header and top edge say what kind of dialog it is (className="modal-theme-<colour>"). */
export default function ModalThemes() {
  const [theme, setTheme] = useState<Theme | null>(null)
  const close = () => setTheme(null)
  return (
    <div className="demo-row">
      {themes.map((name) => (
        <Button key={name} color={name} outline className="text-capitalize" onClick={() => setTheme(name)}>
          {name}
        </Button>
      ))}
      <Modal
        isOpen={theme !== null}
        toggle={close}
        className={theme ? `modal-theme-${theme}` : undefined}
        labelledBy="modal-theme-title"
      >
        <ModalHeader toggle={close}>
          <span id="modal-theme-title" className="text-capitalize">
            {theme} modal
          </span>
        </ModalHeader>
        <ModalBody>The header and the top edge take the {theme} colour; the main button does too.</ModalBody>
        <ModalFooter>
          <Button color={theme ?? 'primary'} onClick={close}>
            Close
          </Button>
        </ModalFooter>
      </Modal>
    </div>
  )
}
