import { useTranslation } from 'react-i18next'
import { useState } from 'react'
import { Button } from 'reactstrap'
import { Alert } from '@core/components/overlays'

/** `isOpen` and `toggle` in your state: close it, then bring it back. */
export default function AlertControlled() {
  const { t } = useTranslation('components')
  const [visible, setVisible] = useState(true)
  return (
    <div>
      <Alert color="info" isOpen={visible} toggle={() => setVisible(false)}>
        {t('alerts.sample.twoFactor')}
      </Alert>
      <Button color="primary" outline onClick={() => setVisible(true)} disabled={visible}>
        {t('alerts.sample.showAgain')}
      </Button>
    </div>
  )
}
