import { useState } from 'react'
import { Button, Modal, ModalBody, ModalFooter, ModalHeader } from 'reactstrap'

const sizes = [
  ['sm', 'Small'],
  ['md', 'Default'],
  ['lg', 'Large'],
  ['xl', 'Extra large'],
  ['fullscreen', 'Full screen']
] as const

type Size = (typeof sizes)[number][0]

/** `size` sets the width (`fullscreen` covers the window); Escape, the close button or the backdrop close it. */
export default function ModalSizes() {
  const [size, setSize] = useState<Size | null>(null)
  const close = () => setSize(null)
  const label = sizes.find(([value]) => value === size)?.[1] ?? ''
  return (
    <div className="demo-row">
      {sizes.map(([value, name]) => (
        <Button key={value} color="primary" outline onClick={() => setSize(value)}>
          {name}
        </Button>
      ))}
      <Modal
        isOpen={size !== null}
        toggle={close}
        size={size === 'fullscreen' || size === 'md' ? undefined : (size ?? undefined)}
        fullscreen={size === 'fullscreen' ? true : undefined}
        labelledBy="modal-sizes-title"
      >
        <ModalHeader toggle={close}>
          <span id="modal-sizes-title">{label} modal</span>
        </ModalHeader>
        <ModalBody>
          The {label.toLowerCase()} modal. Choose the size from how much the dialog holds: a confirmation fits
          a small one, a form with two columns a large one.
        </ModalBody>
        <ModalFooter>
          <Button color="primary" onClick={close}>
            Got it
          </Button>
        </ModalFooter>
      </Modal>
    </div>
  )
}
