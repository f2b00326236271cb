import { useTranslation } from 'react-i18next'
import { useState } from 'react'
import { Button, Card, CardBody, Collapse } from 'reactstrap'

/** A button shows and hides a block; `aria-expanded` tells screen readers its state. */
export default function CollapseBasic() {
  const { t } = useTranslation('components')
  const [open, setOpen] = useState(false)
  return (
    <div>
      <Button
        color="primary"
        onClick={() => setOpen(!open)}
        aria-expanded={open}
        aria-controls="collapse-basic"
      >
        {open ? t('collapse.sample.hide') : t('collapse.sample.show')}
      </Button>
      <Collapse isOpen={open} id="collapse-basic">
        <Card className="border shadow-none mt-3 mb-0">
          <CardBody>{t('collapse.sample.delivery')}</CardBody>
        </Card>
      </Collapse>
    </div>
  )
}
