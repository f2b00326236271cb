import { useTranslation } from 'react-i18next'
import { useState } from 'react'
import { Button, Offcanvas, OffcanvasBody, OffcanvasHeader } from 'reactstrap'

const placements = ['start', 'end', 'top', 'bottom'] as const

type Placement = (typeof placements)[number]

/** `direction`: the edge the panel slides from; start and end follow the reading direction. */
export default function OffcanvasPlacements() {
  const { t } = useTranslation('components')
  const [placement, setPlacement] = useState<Placement>('end')
  const [open, setOpen] = useState(false)
  const show = (value: Placement) => {
    setPlacement(value)
    setOpen(true)
  }
  const close = () => setOpen(false)
  return (
    <div className="demo-row">
      {placements.map((value) => (
        <Button key={value} color="primary" outline onClick={() => show(value)}>
          {t(`offcanvas.sample.${value}`)}
        </Button>
      ))}
      <Offcanvas isOpen={open} toggle={close} direction={placement} labelledBy="offcanvas-placement-title">
        <OffcanvasHeader toggle={close}>
          <span id="offcanvas-placement-title">
            {t('offcanvas.sample.panel', { placement: t(`offcanvas.sample.${placement}`) })}
          </span>
        </OffcanvasHeader>
        <OffcanvasBody>
          <p>{t('offcanvas.sample.body')}</p>
          <Button color="primary" onClick={close}>
            {t('offcanvas.sample.close')}
          </Button>
        </OffcanvasBody>
      </Offcanvas>
    </div>
  )
}
