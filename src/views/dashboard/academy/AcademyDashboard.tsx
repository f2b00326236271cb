import { useTranslation } from 'react-i18next'
import { Col, Row } from 'reactstrap'
import { PageHeader } from '@core/components/PageHeader'
import { lazyCard } from '@widgets/cards/lazyCard'
import '@widgets/cards/cards.scss'

// Every card loads behind a skeleton, so the first paint waits for no card's code nor its charts.
const AcademyOverviewCard = lazyCard(() =>
  import('./cards/AcademyOverviewCard').then((module) => module.AcademyOverviewCard)
)
const CompletionCard = lazyCard(() =>
  import('./cards/CompletionCard').then((module) => module.CompletionCard)
)
const TopicsCard = lazyCard(() => import('./cards/TopicsCard').then((module) => module.TopicsCard))
const TopCoursesCard = lazyCard(() =>
  import('./cards/TopCoursesCard').then((module) => module.TopCoursesCard)
)
const SessionsCard = lazyCard(() => import('./cards/SessionsCard').then((module) => module.SessionsCard))
const AssignmentsCard = lazyCard(() =>
  import('./cards/AssignmentsCard').then((module) => module.AssignmentsCard)
)

export default function AcademyDashboard() {
  const { t } = useTranslation(['academy', 'dashboard'])
  return (
    <>
      <PageHeader title={t('title')} crumbs={[{ label: t('dashboard:crumbs.dashboards') }]} />
      <Row className="g-4 dashboard-grid">
        <Col xs={12}>
          <AcademyOverviewCard />
        </Col>
        <Col lg={8}>
          <CompletionCard />
        </Col>
        <Col lg={4} md={6}>
          <TopicsCard />
        </Col>
        <Col lg={6} md={6}>
          <TopCoursesCard />
        </Col>
        <Col lg={6}>
          <SessionsCard />
        </Col>
        <Col xs={12}>
          <AssignmentsCard />
        </Col>
      </Row>
    </>
  )
}
