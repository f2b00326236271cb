import { useTranslation } from 'react-i18next'
import { Col, Row } from 'reactstrap'
import { PageHeader } from '@core/components/PageHeader'
import './register'
import { AreaDemo, BarDemo, BubbleDemo, HorizontalBarDemo, LineDemo, ScatterDemo } from './axisDemos'
import { DoughnutDemo, PolarAreaDemo, RadarDemo } from './roundDemos'

export default function ChartjsCharts() {
  const { t } = useTranslation('charts')
  return (
    <>
      <PageHeader title={t('titles.chartjs')} crumbs={[{ label: t('common:nav.charts') }]} />
      <Row className="g-4">
        <Col lg={6}>
          <BarDemo />
        </Col>
        <Col lg={6}>
          <HorizontalBarDemo />
        </Col>
        <Col xs={12}>
          <LineDemo />
        </Col>
        <Col lg={6}>
          <AreaDemo />
        </Col>
        <Col lg={6}>
          <ScatterDemo />
        </Col>
        <Col lg={4} md={6}>
          <RadarDemo />
        </Col>
        <Col lg={4} md={6}>
          <PolarAreaDemo />
        </Col>
        <Col lg={4} md={6}>
          <DoughnutDemo />
        </Col>
        <Col xs={12}>
          <BubbleDemo />
        </Col>
      </Row>
    </>
  )
}
