import { useTranslation } from 'react-i18next'
import { Col, Row } from 'reactstrap'
import { PageHeader } from '@core/components/PageHeader'
import { WelcomeCard } from '@core/cards/WelcomeCard'
import { lazyCard } from '@core/cards/lazyCard'
import '@core/cards/cards.scss'

// The greeting paints with the page; every other card loads behind a skeleton.
const AppDesignCard = lazyCard(() =>
  import('@core/cards/AppDesignCard').then((module) => module.AppDesignCard)
)
const AvgSessionsCard = lazyCard(() =>
  import('@core/cards/AvgSessionsCard').then((module) => module.AvgSessionsCard)
)
const CustomersCard = lazyCard(() =>
  import('@core/cards/CustomersCard').then((module) => module.CustomersCard)
)
const ProductOrdersCard = lazyCard(() =>
  import('@core/cards/ProductOrdersCard').then((module) => module.ProductOrdersCard)
)
const RevenueCard = lazyCard(() => import('@core/cards/RevenueCard').then((module) => module.RevenueCard))
const SalesRadarCard = lazyCard(() =>
  import('@core/cards/SalesRadarCard').then((module) => module.SalesRadarCard)
)
const SessionsDeviceCard = lazyCard(() =>
  import('@core/cards/SessionsDeviceCard').then((module) => module.SessionsDeviceCard)
)
const StatChartCard = lazyCard(() =>
  import('@core/cards/StatChartCard').then((module) => module.StatChartCard)
)
const SupportTrackerCard = lazyCard(() =>
  import('@core/cards/SupportTrackerCard').then((module) => module.SupportTrackerCard)
)
const TimelineCard = lazyCard(() => import('@core/cards/TimelineCard').then((module) => module.TimelineCard))

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
