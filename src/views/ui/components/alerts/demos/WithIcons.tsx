import { useTranslation } from 'react-i18next'
import { CircleAlert, CircleCheck, Info, TriangleAlert } from 'lucide-react'
import { Alert } from '@core/components/overlays'

/** An icon before the text says the alert's meaning without relying on colour. */
export default function AlertWithIcons() {
  const { t } = useTranslation('components')
  return (
    <div>
      <Alert color="success" className="d-flex align-items-center gap-2">
        <CircleCheck size={18} aria-hidden="true" className="flex-shrink-0" /> {t('alerts.sample.saved')}
      </Alert>
      <Alert color="info" className="d-flex align-items-center gap-2">
        <Info size={18} aria-hidden="true" className="flex-shrink-0" /> {t('alerts.sample.update')}
      </Alert>
      <Alert color="warning" className="d-flex align-items-center gap-2">
        <TriangleAlert size={18} aria-hidden="true" className="flex-shrink-0" />{' '}
        {t('alerts.sample.trialEnds')}
      </Alert>
      <Alert color="danger" className="d-flex align-items-center gap-2 mb-0">
        <CircleAlert size={18} aria-hidden="true" className="flex-shrink-0" /> {t('alerts.sample.declined')}
      </Alert>
    </div>
  )
}
