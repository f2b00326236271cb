import { useState } from 'react'
import { Button, PopoverBody, PopoverHeader } from 'reactstrap'
import { Popover } from '@core/components/overlays'

/** `isOpen` in your state: the popover can hold a confirmation whose buttons close it. */
export default function PopoverControlled() {
  const [open, setOpen] = useState(false)
  const [archived, setArchived] = useState(false)
  return (
    <div className="demo-row">
      <Button
        id="popover-controlled"
        color="danger"
        outline
        type="button"
        onClick={() => setOpen(!open)}
        aria-expanded={open}
      >
        {archived ? 'Archived' : 'Archive project'}
      </Button>
      <Popover
        target="popover-controlled"
        isOpen={open}
        toggle={() => setOpen(!open)}
        placement="bottom"
        trigger="legacy"
      >
        <PopoverHeader>Archive “Autumn launch”?</PopoverHeader>
        <PopoverBody>
          <p className="mb-2">Members keep read access.</p>
          <div className="d-flex gap-2">
            <Button
              size="sm"
              color="danger"
              onClick={() => {
                setArchived(true)
                setOpen(false)
              }}
            >
              Archive
            </Button>
            <Button size="sm" color="secondary" outline onClick={() => setOpen(false)}>
              Cancel
            </Button>
          </div>
        </PopoverBody>
      </Popover>
    </div>
  )
}
