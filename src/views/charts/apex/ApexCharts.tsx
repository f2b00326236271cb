import { useTranslation } from 'react-i18next'
import { Col, Row } from 'reactstrap'
import { PageHeader } from '@core/components/PageHeader'
import { AreaDemo, BarDemo, ColumnDemo, LineDemo } from './axisDemos'
import { CandlestickDemo, HeatmapDemo, ScatterDemo } from './specialDemos'
import { DonutDemo, RadarDemo, RadialDemo } from './roundDemos'

export default function ApexCharts() {
  const { t } = useTranslation('charts')
  return (
    <>
      <PageHeader title={t('titles.apex')} crumbs={[{ label: t('common:nav.charts') }]} />
      <Row className="g-4">
        <Col xs={12}>
          <LineDemo />
        </Col>
        <Col lg={6}>
          <AreaDemo />
        </Col>
        <Col lg={6}>
          <ColumnDemo />
        </Col>
        <Col lg={6}>
          <BarDemo />
        </Col>
        <Col lg={6}>
          <ScatterDemo />
        </Col>
        <Col lg={6}>
          <HeatmapDemo />
        </Col>
        <Col lg={6}>
          <CandlestickDemo />
        </Col>
        <Col lg={4} md={6}>
          <RadialDemo />
        </Col>
        <Col lg={4} md={6}>
          <RadarDemo />
        </Col>
        <Col lg={4} md={6}>
          <DonutDemo />
        </Col>
      </Row>
    </>
  )
}
