import { useTranslation } from 'react-i18next'
import { Col, Row } from 'reactstrap'
import { PageHeader } from '@core/components/PageHeader'
import { AvgSessionsCard } from '../components/AvgSessionsCard'
import { CustomersCard } from '../components/CustomersCard'
import { GoalOverviewCard } from '../components/GoalOverviewCard'
import { ProductOrdersCard } from '../components/ProductOrdersCard'
import { RevenueCard } from '../components/RevenueCard'
import { RevenueReportCard } from '../components/RevenueReportCard'
import { SessionsDeviceCard } from '../components/SessionsDeviceCard'
import { SupportTrackerCard } from '../components/SupportTrackerCard'
import '../cards.scss'

export default function AnalyticsCards() {
  const { t } = useTranslation('cards')
  return (
    <>
      <PageHeader title={t('titles.analytics')} crumbs={[{ label: t('common:nav.cards') }]} />
      <Row className="g-4">
        <Col lg={6}>
          <SupportTrackerCard />
        </Col>
        <Col lg={6}>
          <AvgSessionsCard />
        </Col>
        <Col xs={12}>
          <RevenueReportCard />
        </Col>
        <Col lg={4} md={6}>
          <GoalOverviewCard />
        </Col>
        <Col lg={8}>
          <RevenueCard />
        </Col>
        <Col lg={4} md={6}>
          <ProductOrdersCard />
        </Col>
        <Col lg={4} md={6}>
          <SessionsDeviceCard />
        </Col>
        <Col lg={4} md={6}>
          <CustomersCard />
        </Col>
      </Row>
    </>
  )
}
