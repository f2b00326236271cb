import { useTranslation } from 'react-i18next'
import { Link } from 'react-router-dom'
import { Alert } from '@core/components/overlays'

const colors = ['primary', 'secondary', 'success', 'danger', 'warning', 'info', 'light', 'dark'] as const

/** One alert per theme colour, with a heading and a link (to the colours page) in the alert's own colour. */
export default function AlertColors() {
  const { t } = useTranslation(['components', 'demo'])
  return (
    <div>
      {colors.map((color) => (
        <Alert key={color} color={color}>
          <h3 className="alert-heading h6">{t(`demo:colors.${color}`)}</h3>
          {t('alerts.sample.text', { color: t(`demo:colors.${color}`).toLowerCase() })}{' '}
          <Link to="/colors/colors" className="alert-link">
            {t('alerts.sample.link')}
          </Link>
          {t('alerts.sample.after')}
        </Alert>
      ))}
    </div>
  )
}
