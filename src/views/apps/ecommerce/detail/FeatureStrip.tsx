import { RotateCcw, ShieldCheck, Truck } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { CardBody, Col, Row } from 'reactstrap'

const features = [
  { key: 'warranty', icon: ShieldCheck },
  { key: 'delivery', icon: Truck },
  { key: 'returns', icon: RotateCcw }
] as const

export function FeatureStrip() {
  const { t } = useTranslation('ecommerce')
  return (
    <CardBody className="feature-strip mx-3">
      <Row className="g-4 text-center ps-0 mb-0" tag="ul">
        {features.map(({ key, icon: Icon }) => (
          <Col key={key} md={4} tag="li" className="list-unstyled">
            <Icon size={32} className="text-primary mb-2" aria-hidden="true" />
            <h2 className="h6 mb-1">{t(`features.${key}.title`)}</h2>
            <p className="small text-body-secondary mb-0">{t(`features.${key}.text`)}</p>
          </Col>
        ))}
      </Row>
    </CardBody>
  )
}
