import { useTranslation } from 'react-i18next'
import { Col, Row } from 'reactstrap'
import { PageHeader } from '@core/components/PageHeader'
import { AreaDemo, BarDemo, LineDemo, ScatterDemo } from './axisDemos'
import { ComposedDemo, PieDemo, RadarDemo } from './otherDemos'

export default function RechartsCharts() {
  const { t } = useTranslation('charts')
  return (
    <>
      <PageHeader title={t('titles.recharts')} crumbs={[{ label: t('common:nav.charts') }]} />
      <Row className="g-4">
        <Col xs={12}>
          <LineDemo />
        </Col>
        <Col lg={6}>
          <AreaDemo />
        </Col>
        <Col lg={6}>
          <BarDemo />
        </Col>
        <Col lg={6}>
          <ScatterDemo />
        </Col>
        <Col lg={6}>
          <PieDemo />
        </Col>
        <Col lg={6}>
          <RadarDemo />
        </Col>
        <Col lg={6}>
          <ComposedDemo />
        </Col>
      </Row>
    </>
  )
}
