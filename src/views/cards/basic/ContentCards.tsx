import { useTranslation } from 'react-i18next'
import { Link } from 'react-router-dom'
import {
  Card,
  CardBody,
  CardFooter,
  CardHeader,
  CardImg,
  CardImgOverlay,
  CardSubtitle,
  CardText,
  CardTitle,
  Col,
  Row
} from 'reactstrap'
import scene from './scene.svg'

export function ContentCards() {
  const { t } = useTranslation('cards')
  return (
    <Row className="g-4 mb-4">
      <Col md={6} lg={4}>
        <Card className="h-100">
          <CardBody>
            <CardTitle tag="h3" className="h5">
              {t('basic.textTitle')}
            </CardTitle>
            <CardSubtitle tag="p" className="mb-2 text-body-secondary small">
              {t('basic.subtitle')}
            </CardSubtitle>
            <CardText>{t('basic.text')}</CardText>
            <Link to="/cards/advance" className="card-link">
              {t('basic.moreCards')}
            </Link>
          </CardBody>
        </Card>
      </Col>
      <Col md={6} lg={4}>
        <Card className="h-100">
          <CardImg top src={scene} alt={t('basic.imageAlt')} />
          <CardBody>
            <CardTitle tag="h3" className="h5">
              {t('basic.imageTitle')}
            </CardTitle>
            <CardText>{t('basic.text')}</CardText>
          </CardBody>
        </Card>
      </Col>
      <Col md={12} lg={4}>
        <Card className="h-100 overflow-hidden text-white">
          <CardImg src={scene} alt="" className="h-100 object-fit-cover" />
          <CardImgOverlay className="d-flex flex-column justify-content-end card-overlay-shade">
            <CardTitle tag="h3" className="h5 text-white">
              {t('basic.overlayTitle')}
            </CardTitle>
            <CardText>{t('basic.overlayText')}</CardText>
          </CardImgOverlay>
        </Card>
      </Col>
      <Col md={6}>
        <Card className="h-100">
          <CardHeader>
            <h3 className="h6 mb-0">{t('basic.header')}</h3>
          </CardHeader>
          <CardBody>
            <CardText>{t('basic.text')}</CardText>
          </CardBody>
          <CardFooter className="small text-body-secondary">{t('basic.footer')}</CardFooter>
        </Card>
      </Col>
      <Col md={6}>
        <Card className="h-100 text-center">
          <CardHeader className="small text-body-secondary">{t('basic.featured')}</CardHeader>
          <CardBody>
            <CardTitle tag="h3" className="h5">
              {t('basic.specialTitle')}
            </CardTitle>
            <CardText>{t('basic.specialText')}</CardText>
            <Link to="/charts/apex" className="btn btn-primary">
              {t('basic.goCharts')}
            </Link>
          </CardBody>
        </Card>
      </Col>
    </Row>
  )
}
