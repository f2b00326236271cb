import { useTranslation } from 'react-i18next'
import { Col, Row } from 'reactstrap'
import { PageHeader } from '@core/components/PageHeader'
import { WelcomeCard } from '@widgets/cards/WelcomeCard'
import { lazyCard } from '@widgets/cards/lazyCard'
import '@widgets/cards/cards.scss'

// The greeting paints with the page; every other card loads behind a skeleton.
const AppDesignCard = lazyCard(() =>
  import('@widgets/cards/AppDesignCard').then((module) => module.AppDesignCard)
)
const AvgSessionsCard = lazyCard(() =>
  import('@widgets/cards/AvgSessionsCard').then((module) => module.AvgSessionsCard)
)
const CustomersCard = lazyCard(() =>
  import('@widgets/cards/CustomersCard').then((module) => module.CustomersCard)
)
const ProductOrdersCard = lazyCard(() =>
  import('@widgets/cards/ProductOrdersCard').then((module) => module.ProductOrdersCard)
)
const RevenueCard = lazyCard(() => import('@widgets/cards/RevenueCard').then((module) => module.RevenueCard))
const SalesRadarCard = lazyCard(() =>
  import('@widgets/cards/SalesRadarCard').then((module) => module.SalesRadarCard)
)
const SessionsDeviceCard = lazyCard(() =>
  import('@widgets/cards/SessionsDeviceCard').then((module) => module.SessionsDeviceCard)
)
const StatChartCard = lazyCard(() =>
  import('@widgets/cards/StatChartCard').then((module) => module.StatChartCard)
)
const SupportTrackerCard = lazyCard(() =>
  import('@widgets/cards/SupportTrackerCard').then((module) => module.SupportTrackerCard)
)
const TimelineCard = lazyCard(() =>
  import('@widgets/cards/TimelineCard').then((module) => module.TimelineCard)
)

export default function AnalyticsDashboard() {
  const { t } = useTranslation('dashboard')
  return (
    <>
      <PageHeader title={t('titles.analytics')} crumbs={[{ label: t('crumbs.dashboards') }]} />
      <Row className="g-4 dashboard-grid">
        <Col lg={6}>
          <WelcomeCard />
        </Col>
        <Col lg={3} sm={6}>
          <StatChartCard name="subscribers" chart="area" />
        </Col>
        <Col lg={3} sm={6}>
          <StatChartCard name="orders" chart="area" />
        </Col>
        <Col lg={6}>
          <AvgSessionsCard />
        </Col>
        <Col lg={6}>
          <SupportTrackerCard />
        </Col>
        <Col lg={4} md={6}>
          <TimelineCard />
        </Col>
        <Col lg={4} md={6}>
          <SalesRadarCard />
        </Col>
        <Col lg={4} md={6}>
          <AppDesignCard />
        </Col>
        <Col lg={4} md={6}>
          <SessionsDeviceCard />
        </Col>
        <Col lg={4} md={6}>
          <CustomersCard />
        </Col>
        <Col lg={4} md={6}>
          <ProductOrdersCard />
        </Col>
        <Col xs={12}>
          <RevenueCard />
        </Col>
      </Row>
    </>
  )
}
