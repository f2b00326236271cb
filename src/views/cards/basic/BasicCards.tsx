import { useTranslation } from 'react-i18next'
import { Card, CardBody, CardFooter, CardGroup, CardImg, CardText, CardTitle, Col, Row } from 'reactstrap'
import { PageHeader } from '@core/components/PageHeader'
import { ContentCards } from './ContentCards'
import scene from './scene.svg'
import '@widgets/cards/cards.scss'

const colors = ['primary', 'secondary', 'success', 'danger', 'warning', 'info'] as const
const alignments = ['start', 'center', 'end'] as const

export default function BasicCards() {
  const { t } = useTranslation('cards')
  return (
    <>
      <PageHeader title={t('titles.basic')} crumbs={[{ label: t('common:nav.cards') }]} />
      <h2 className="h5 mb-3">{t('basic.content')}</h2>
      <ContentCards />
      <h2 className="h5 mb-3">{t('basic.colors')}</h2>
      <Row className="g-4 mb-4">
        {colors.map((color) => (
          <Col key={color} md={6} xl={4}>
            <Card className={`h-100 text-bg-${color}`}>
              <CardBody>
                <CardTitle tag="h3" className="h5 text-reset">
                  {t(`basic.color.${color}`)}
                </CardTitle>
                <CardText>{t('basic.colorText')}</CardText>
              </CardBody>
            </Card>
          </Col>
        ))}
      </Row>
      <h2 className="h5 mb-3">{t('basic.borders')}</h2>
      <Row className="g-4 mb-4">
        {colors.map((color) => (
          <Col key={color} md={6} xl={4}>
            <Card className={`h-100 border border-2 border-${color} shadow-none`}>
              <CardBody>
                <CardTitle tag="h3" className={`h5 text-${color}-emphasis`}>
                  {t(`basic.color.${color}`)}
                </CardTitle>
                <CardText>{t('basic.borderText')}</CardText>
              </CardBody>
            </Card>
          </Col>
        ))}
      </Row>
      <h2 className="h5 mb-3">{t('basic.alignment')}</h2>
      <Row className="g-4 mb-4">
        {alignments.map((align) => (
          <Col key={align} md={4}>
            <Card className={`h-100 text-${align}`}>
              <CardBody>
                <CardTitle tag="h3" className="h5">
                  {t(`basic.align.${align}`)}
                </CardTitle>
                <CardText>{t('basic.alignText')}</CardText>
              </CardBody>
            </Card>
          </Col>
        ))}
      </Row>
      <h2 className="h5 mb-3">{t('basic.groups')}</h2>
      <CardGroup className="mb-4 shadow-sm">
        {(['one', 'two', 'three'] as const).map((key) => (
          <Card key={key}>
            <CardImg top src={scene} alt="" />
            <CardBody>
              <CardTitle tag="h3" className="h5">
                {t(`basic.group.${key}`)}
              </CardTitle>
              <CardText>{t('basic.groupText')}</CardText>
            </CardBody>
            <CardFooter className="small text-body-secondary">{t('basic.updated')}</CardFooter>
          </Card>
        ))}
      </CardGroup>
    </>
  )
}
