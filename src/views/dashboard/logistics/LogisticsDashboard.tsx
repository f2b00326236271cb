import { useTranslation } from 'react-i18next'
import { Col, Row } from 'reactstrap'
import { PageHeader } from '@core/components/PageHeader'
import { lazyCard } from '@widgets/cards/lazyCard'
import '@widgets/cards/cards.scss'

// Every card loads behind a skeleton, so the first paint waits for no card's code nor its charts.
const LogisticsOverviewCard = lazyCard(() =>
  import('./cards/LogisticsOverviewCard').then((module) => module.LogisticsOverviewCard)
)
const DeliveryPerformanceCard = lazyCard(() =>
  import('./cards/DeliveryPerformanceCard').then((module) => module.DeliveryPerformanceCard)
)
const DelayReasonsCard = lazyCard(() =>
  import('./cards/DelayReasonsCard').then((module) => module.DelayReasonsCard)
)
const VehiclesCard = lazyCard(() => import('./cards/VehiclesCard').then((module) => module.VehiclesCard))
const RouteCard = lazyCard(() => import('./cards/RouteCard').then((module) => module.RouteCard))
const OrdersCard = lazyCard(() => import('./cards/OrdersCard').then((module) => module.OrdersCard))

export default function LogisticsDashboard() {
  const { t } = useTranslation(['logistics', 'dashboard'])
  return (
    <>
      <PageHeader title={t('title')} crumbs={[{ label: t('dashboard:crumbs.dashboards') }]} />
      <Row className="g-4 dashboard-grid">
        <Col xs={12}>
          <LogisticsOverviewCard />
        </Col>
        <Col lg={8}>
          <DeliveryPerformanceCard />
        </Col>
        <Col lg={4} md={6}>
          <DelayReasonsCard />
        </Col>
        <Col lg={4} md={6}>
          <RouteCard />
        </Col>
        <Col lg={8}>
          <VehiclesCard />
        </Col>
        <Col xs={12}>
          <OrdersCard />
        </Col>
      </Row>
    </>
  )
}
