import { useTranslation } from 'react-i18next'
import { useState } from 'react'
import { Button, Card, CardBody, CardTitle } from 'reactstrap'
import { BlockUi } from '@core/components/BlockUi'

/** Block one card while its content refreshes; the rest of the page stays usable. */
export default function BlockUiCard() {
  const { t } = useTranslation('components')
  const [blocking, setBlocking] = useState(false)
  return (
    <div className="d-grid gap-3">
      <div className="demo-row">
        <Button color="primary" onClick={() => setBlocking(true)} disabled={blocking}>
          {t('blockui.sample.block')}
        </Button>
        <Button color="secondary" outline onClick={() => setBlocking(false)} disabled={!blocking}>
          {t('blockui.sample.unblock')}
        </Button>
      </div>
      <BlockUi blocking={blocking} message={t('blockui.sample.refreshing')} className="rounded">
        <Card className="border shadow-none mb-0">
          <CardBody>
            <CardTitle tag="h3" className="h6">
              {t('blockui.sample.weekly')}
            </CardTitle>
            <p className="mb-0">{t('blockui.sample.weeklyBody')}</p>
          </CardBody>
        </Card>
      </BlockUi>
    </div>
  )
}
