import { useTranslation } from 'react-i18next'
import { Col, Row } from 'reactstrap'
import { PageHeader } from '@core/components/PageHeader'
import { MedalCard } from '@widgets/cards/MedalCard'
import { lazyCard } from '@widgets/cards/lazyCard'
import '@widgets/cards/cards.scss'

// The greeting paints with the page; every other card loads behind a skeleton.
const BrowserStatesCard = lazyCard(() =>
  import('@widgets/cards/BrowserStatesCard').then((module) => module.BrowserStatesCard)
)
const CompanyTable = lazyCard(() =>
  import('@widgets/cards/CompanyTable').then((module) => module.CompanyTable)
)
const EarningsCard = lazyCard(() =>
  import('@widgets/cards/EarningsCard').then((module) => module.EarningsCard)
)
const GoalOverviewCard = lazyCard(() =>
  import('@widgets/cards/GoalOverviewCard').then((module) => module.GoalOverviewCard)
)
const MeetupCard = lazyCard(() => import('@widgets/cards/MeetupCard').then((module) => module.MeetupCard))
const RevenueReportCard = lazyCard(() =>
  import('@widgets/cards/RevenueReportCard').then((module) => module.RevenueReportCard)
)
const StatChartCard = lazyCard(() =>
  import('@widgets/cards/StatChartCard').then((module) => module.StatChartCard)
)
const StatisticsStrip = lazyCard(() =>
  import('@widgets/cards/StatisticsStrip').then((module) => module.StatisticsStrip)
)
const TimelineCard = lazyCard(() =>
  import('@widgets/cards/TimelineCard').then((module) => module.TimelineCard)
)
const TransactionsCard = lazyCard(() =>
  import('@widgets/cards/TransactionsCard').then((module) => module.TransactionsCard)
)

export default function EcommerceDashboard() {
  const { t } = useTranslation('dashboard')
  return (
    <>
      <PageHeader title={t('titles.ecommerce')} />
      <Row className="g-4 dashboard-grid">
        <Col xl={4} md={6}>
          <MedalCard />
        </Col>
        <Col xl={8} md={6}>
          <StatisticsStrip />
        </Col>
        <Col lg={4}>
          <Row className="g-4">
            <Col xs={6} lg={6}>
              <StatChartCard name="orders-bar-chart" chart="bar" />
            </Col>
            <Col xs={6} lg={6}>
              <StatChartCard name="profit-line-chart" chart="line" />
            </Col>
            <Col xs={12}>
              <EarningsCard />
            </Col>
          </Row>
        </Col>
        <Col lg={8}>
          <RevenueReportCard />
        </Col>
        <Col lg={8}>
          <CompanyTable />
        </Col>
        <Col lg={4} md={6}>
          <MeetupCard />
        </Col>
        <Col lg={6} md={6}>
          <BrowserStatesCard />
        </Col>
        <Col lg={6} md={6}>
          <GoalOverviewCard />
        </Col>
        <Col lg={4} md={6}>
          <TransactionsCard />
        </Col>
        <Col lg={8}>
          <TimelineCard />
        </Col>
      </Row>
    </>
  )
}
