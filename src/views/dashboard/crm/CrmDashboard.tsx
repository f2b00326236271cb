import { useTranslation } from 'react-i18next'
import { Col, Row } from 'reactstrap'
import { PageHeader } from '@core/components/PageHeader'
import { lazyCard } from '@widgets/cards/lazyCard'
import '@widgets/cards/cards.scss'

// Every card loads behind a skeleton, so the first paint waits for no card's code nor its charts.
const CrmOverviewCard = lazyCard(() =>
  import('./cards/CrmOverviewCard').then((module) => module.CrmOverviewCard)
)
const PipelineCard = lazyCard(() => import('./cards/PipelineCard').then((module) => module.PipelineCard))
const WonLostCard = lazyCard(() => import('./cards/WonLostCard').then((module) => module.WonLostCard))
const SalesPeopleCard = lazyCard(() =>
  import('./cards/SalesPeopleCard').then((module) => module.SalesPeopleCard)
)
const LeadSourcesCard = lazyCard(() =>
  import('./cards/LeadSourcesCard').then((module) => module.LeadSourcesCard)
)
const ActivityCard = lazyCard(() => import('./cards/ActivityCard').then((module) => module.ActivityCard))
const OpenDealsCard = lazyCard(() => import('./cards/OpenDealsCard').then((module) => module.OpenDealsCard))

export default function CrmDashboard() {
  const { t } = useTranslation(['crm', 'dashboard'])
  return (
    <>
      <PageHeader title={t('title')} crumbs={[{ label: t('dashboard:crumbs.dashboards') }]} />
      <Row className="g-4 dashboard-grid">
        <Col xs={12}>
          <CrmOverviewCard />
        </Col>
        <Col lg={7}>
          <PipelineCard />
        </Col>
        <Col lg={5}>
          <SalesPeopleCard />
        </Col>
        <Col lg={8}>
          <WonLostCard />
        </Col>
        <Col lg={4} md={6}>
          <LeadSourcesCard />
        </Col>
        <Col lg={4} md={6}>
          <ActivityCard />
        </Col>
        <Col lg={8}>
          <OpenDealsCard />
        </Col>
      </Row>
    </>
  )
}
