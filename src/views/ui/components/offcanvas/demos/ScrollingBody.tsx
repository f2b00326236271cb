import { useTranslation } from 'react-i18next'
import { useState } from 'react'
import { Button, Offcanvas, OffcanvasBody, OffcanvasHeader } from 'reactstrap'

/** `scrollable` with no backdrop: the page behind keeps scrolling while the panel is open. */
export default function OffcanvasScrollingBody() {
  const { t } = useTranslation('components')
  const [open, setOpen] = useState(false)
  const close = () => setOpen(false)
  return (
    <>
      <Button color="primary" outline onClick={() => setOpen(true)}>
        {t('offcanvas.sample.open')}
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
          <span id="offcanvas-scroll-title">{t('offcanvas.sample.notes')}</span>
        </OffcanvasHeader>
        <OffcanvasBody>{t('offcanvas.sample.scrollBody')}</OffcanvasBody>
      </Offcanvas>
    </>
  )
}
