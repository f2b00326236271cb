import { Award } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Card, CardBody } from 'reactstrap'
import { useChartTheme } from '@core/charts/useChartTheme'
import { useAppSelector } from '@/redux/hooks'
import { selectUserData } from '@/redux/auth'

export function WelcomeCard() {
  const { t } = useTranslation('cards')
  const theme = useChartTheme()
  const name = useAppSelector(selectUserData)?.fullName ?? ''
  return (
    <Card className="h-100 welcome-card text-center text-white">
      <CardBody className="d-flex flex-column align-items-center justify-content-center py-4">
        <span className="welcome-card-badge mb-3" aria-hidden="true">
          <Award size={32} />
        </span>
        <h2 className="h3 text-white mb-2">{t('welcome.title', { name: name.split(' ')[0] })}</h2>
        <p className="mb-0 welcome-card-text">
          {t('welcome.text', { value: theme.number(0.576, { style: 'percent', maximumFractionDigits: 1 }) })}
        </p>
      </CardBody>
    </Card>
  )
}
