import { useState } from 'react'
import { Button, Offcanvas, OffcanvasBody, OffcanvasHeader } from 'reactstrap'

/** `scrollable` with no backdrop: the page behind keeps scrolling while the panel is open. */
export default function OffcanvasScrollingBody() {
  const [open, setOpen] = useState(false)
  const close = () => setOpen(false)
  return (
    <>
      <Button color="primary" outline onClick={() => setOpen(true)}>
        Open with page scrolling
      </Button>
      <Offcanvas
        isOpen={open}
        toggle={close}
        scrollable
        backdrop={false}
        direction="start"
        labelledBy="offcanvas-scroll-title"
      >
        <OffcanvasHeader toggle={close}>
          <span id="offcanvas-scroll-title">Notes</span>
        </OffcanvasHeader>
        <OffcanvasBody>
          Scroll the page behind this panel: it stays open, handy for notes beside a long document.
        </OffcanvasBody>
      </Offcanvas>
    </>
  )
}
