import { useState } from 'react'
import { Button, Offcanvas, OffcanvasBody, OffcanvasHeader } from 'reactstrap'

const placements = [
  ['start', 'Start'],
  ['end', 'End'],
  ['top', 'Top'],
  ['bottom', 'Bottom']
] as const

type Placement = (typeof placements)[number][0]

/** `direction`: the edge the panel slides from; start and end follow the reading direction. */
export default function OffcanvasPlacements() {
  const [placement, setPlacement] = useState<Placement>('end')
  const [open, setOpen] = useState(false)
  const show = (value: Placement) => {
    setPlacement(value)
    setOpen(true)
  }
  const close = () => setOpen(false)
  return (
    <div className="demo-row">
      {placements.map(([value, label]) => (
        <Button key={value} color="primary" outline onClick={() => show(value)}>
          {label}
        </Button>
      ))}
      <Offcanvas isOpen={open} toggle={close} direction={placement} labelledBy="offcanvas-placement-title">
        <OffcanvasHeader toggle={close}>
          <span id="offcanvas-placement-title" className="text-capitalize">
            {placement} panel
          </span>
        </OffcanvasHeader>
        <OffcanvasBody>
          <p>Offcanvas panels hold filters, a cart or details of a row without leaving the page.</p>
          <Button color="primary" onClick={close}>
            Close
          </Button>
        </OffcanvasBody>
      </Offcanvas>
    </div>
  )
}
