import { useTranslation } from 'react-i18next'
import { Col, Row } from 'reactstrap'
import { PageHeader } from '@core/components/PageHeader'
import { AvgSessionsCard } from '@widgets/cards/AvgSessionsCard'
import { CustomersCard } from '@widgets/cards/CustomersCard'
import { GoalOverviewCard } from '@widgets/cards/GoalOverviewCard'
import { ProductOrdersCard } from '@widgets/cards/ProductOrdersCard'
import { RevenueCard } from '@widgets/cards/RevenueCard'
import { RevenueReportCard } from '@widgets/cards/RevenueReportCard'
import { SessionsDeviceCard } from '@widgets/cards/SessionsDeviceCard'
import { SupportTrackerCard } from '@widgets/cards/SupportTrackerCard'
import '@widgets/cards/cards.scss'

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
