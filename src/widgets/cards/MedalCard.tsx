import { Link } from 'react-router-dom'
import { useTranslation } from 'react-i18next'
import { Card, CardBody } from 'reactstrap'
import { medal } from './demoData'
import medalArt from './medal.svg'
import { Money } from '@core/components/Money'

export function MedalCard() {
  const { t } = useTranslation('cards')
  return (
    <Card className="h-100 medal-card">
      <CardBody className="position-relative">
        <div className="medal-card-words">
          <h2 className="h5 mb-1">{t('medal.title', { name: medal.name })}</h2>
          <p className="small text-body-secondary mb-3">{t('medal.text')}</p>
        </div>
        <p className="h3 fw-semibold text-primary mb-3">
          <Money value={medal.sales} style="whole" />
        </p>
        <Link to="/apps/invoice/list" className="btn btn-primary btn-sm">
          {t('medal.action')}
        </Link>
        <img src={medalArt} alt="" width={72} height={96} className="medal-card-art" />
      </CardBody>
    </Card>
  )
}
