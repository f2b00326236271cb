import { Link } from 'react-router-dom'
import { useTranslation } from 'react-i18next'
import { Card, CardBody } from 'reactstrap'
import { numberFormat } from '@/utility/format'
import { medal } from '../demoData'
import medalArt from './medal.svg'

/** The eCommerce dashboard's greeting: this month's best seller and a link to the sales. */
export function MedalCard() {
  const { t, i18n } = useTranslation('cards')
  // The page's number format, not the chart theme: the greeting draws no chart, and reading the
  // theme's colours would restyle the document in the first render.
  const sales = numberFormat(i18n.language, { style: 'currency', currency: 'USD', maximumFractionDigits: 0 }).format(medal.sales)
  return (
    <Card className="h-100 medal-card">
      <CardBody className="position-relative">
        <h2 className="h5 mb-1">{t('medal.title', { name: medal.name })}</h2>
        <p className="small text-body-secondary mb-3">{t('medal.text')}</p>
        <p className="h3 fw-semibold text-primary mb-3">{sales}</p>
        <Link to="/apps/invoice/list" className="btn btn-primary btn-sm">{t('medal.action')}</Link>
        <img src={medalArt} alt="" width={72} height={96} className="medal-card-art" />
      </CardBody>
    </Card>
  )
}
