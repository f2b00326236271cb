import { useTranslation } from 'react-i18next'
import { useState } from 'react'
import { Button, Card, CardBody, Collapse } from 'reactstrap'

/** `horizontal`: the block grows in width instead of height; give its content a fixed width. */
export default function CollapseHorizontal() {
  const { t } = useTranslation('components')
  const [open, setOpen] = useState(false)
  return (
    <div className="d-grid gap-3">
      <div>
        <Button
          color="primary"
          onClick={() => setOpen(!open)}
          aria-expanded={open}
          aria-controls="collapse-horizontal"
        >
          {t('collapse.sample.toggleWidth')}
        </Button>
      </div>
      <div style={{ minBlockSize: '7rem' }}>
        <Collapse horizontal isOpen={open} id="collapse-horizontal">
          <Card className="border shadow-none mb-0" style={{ inlineSize: '16rem' }}>
            <CardBody>{t('collapse.sample.side')}</CardBody>
          </Card>
        </Collapse>
      </div>
    </div>
  )
}
