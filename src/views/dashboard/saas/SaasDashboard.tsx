import { useTranslation } from 'react-i18next'
import { Col, Row } from 'reactstrap'
import { PageHeader } from '@core/components/PageHeader'
import { lazyCard } from '@widgets/cards/lazyCard'
import '@widgets/cards/cards.scss'

// Every card loads behind a skeleton, so the first paint waits for no card's code nor its charts.
const SaasOverviewCard = lazyCard(() =>
  import('./cards/SaasOverviewCard').then((module) => module.SaasOverviewCard)
)
const MrrMovementCard = lazyCard(() =>
  import('./cards/MrrMovementCard').then((module) => module.MrrMovementCard)
)
const PlansCard = lazyCard(() => import('./cards/PlansCard').then((module) => module.PlansCard))
const CohortCard = lazyCard(() => import('./cards/CohortCard').then((module) => module.CohortCard))
const TrialsCard = lazyCard(() => import('./cards/TrialsCard').then((module) => module.TrialsCard))
const CountriesCard = lazyCard(() => import('./cards/CountriesCard').then((module) => module.CountriesCard))

export default function SaasDashboard() {
  const { t } = useTranslation(['saas', 'dashboard'])
  return (
    <>
      <PageHeader title={t('title')} crumbs={[{ label: t('dashboard:crumbs.dashboards') }]} />
      <Row className="g-4 dashboard-grid">
        <Col xs={12}>
          <SaasOverviewCard />
        </Col>
        <Col lg={8}>
          <MrrMovementCard />
        </Col>
        <Col lg={4} md={6}>
          <PlansCard />
        </Col>
        <Col lg={4} md={6}>
          <TrialsCard />
        </Col>
        <Col lg={8}>
          <CohortCard />
        </Col>
        <Col xs={12}>
          <CountriesCard />
        </Col>
      </Row>
    </>
  )
}
