import { useTranslation } from 'react-i18next'
import { useState } from 'react'
import { Button, PopoverBody, PopoverHeader } from 'reactstrap'
import { Popover } from '@core/components/popovers'

/** `isOpen` in your state: the popover can hold a confirmation whose buttons close it. */
export default function PopoverControlled() {
  const { t } = useTranslation('components')
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
        {t(archived ? 'popovers.sample.archived' : 'popovers.sample.archive')}
      </Button>
      <Popover
        target="popover-controlled"
        isOpen={open}
        toggle={() => setOpen(!open)}
        placement="bottom"
        trigger="legacy"
      >
        <PopoverHeader>{t('popovers.sample.archiveTitle')}</PopoverHeader>
        <PopoverBody>
          <p className="mb-2">{t('popovers.sample.readAccess')}</p>
          <div className="d-flex gap-2">
            <Button
              size="sm"
              color="danger"
              onClick={() => {
                setArchived(true)
                setOpen(false)
              }}
            >
              {t('popovers.sample.confirm')}
            </Button>
            <Button size="sm" color="secondary" outline onClick={() => setOpen(false)}>
              {t('popovers.sample.cancel')}
            </Button>
          </div>
        </PopoverBody>
      </Popover>
    </div>
  )
}
