import { useState } from 'react'
import { Button, Card, CardBody, Collapse } from 'reactstrap'

/** A button shows and hides a block; `aria-expanded` tells screen readers its state. */
export default function CollapseBasic() {
  const [open, setOpen] = useState(false)
  return (
    <div>
      <Button
        color="primary"
        onClick={() => setOpen(!open)}
        aria-expanded={open}
        aria-controls="collapse-basic"
      >
        {open ? 'Hide details' : 'Show details'}
      </Button>
      <Collapse isOpen={open} id="collapse-basic">
        <Card className="border shadow-none mt-3 mb-0">
          <CardBody>
            Delivery within 2 working days to Norway, Sweden and Denmark; 4 to the rest of Europe.
          </CardBody>
        </Card>
      </Collapse>
    </div>
  )
}
