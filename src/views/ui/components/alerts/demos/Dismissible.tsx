import { useTranslation } from 'react-i18next'
import { UncontrolledAlert } from '@core/components/overlays'

/** A close button removes the alert; it fades out unless reduced motion is preferred. */
export default function AlertDismissible() {
  const { t } = useTranslation('components')
  return (
    <div>
      <UncontrolledAlert color="primary">{t('alerts.sample.welcome')}</UncontrolledAlert>
      <UncontrolledAlert color="warning" className="mb-0">
        {t('alerts.sample.maintenance')}
      </UncontrolledAlert>
    </div>
  )
}
