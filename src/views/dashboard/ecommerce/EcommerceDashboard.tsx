import { useTranslation } from 'react-i18next'
import { Col, Row } from 'reactstrap'
import { PageHeader } from '@core/components/PageHeader'
import { BrowserStatesCard } from '@/views/cards/components/BrowserStatesCard'
import { CompanyTable } from '@/views/cards/components/CompanyTable'
import { EarningsCard } from '@/views/cards/components/EarningsCard'
import { GoalOverviewCard } from '@/views/cards/components/GoalOverviewCard'
import { MedalCard } from '@/views/cards/components/MedalCard'
import { MeetupCard } from '@/views/cards/components/MeetupCard'
import { RevenueReportCard } from '@/views/cards/components/RevenueReportCard'
import { StatChartCard } from '@/views/cards/components/StatChartCard'
import { StatisticsStrip } from '@/views/cards/components/StatisticsStrip'
import { TimelineCard } from '@/views/cards/components/TimelineCard'
import { TransactionsCard } from '@/views/cards/components/TransactionsCard'
import '@/views/cards/cards.scss'
import { GettingStartedCard } from '../GettingStartedCard'

/** `/`: the eCommerce dashboard, a grid of cards that reflows to one column on a phone. */
export default function EcommerceDashboard() {
  const { t } = useTranslation('dashboard')
  return (
    <>
      <PageHeader title={t('titles.ecommerce')} />
      <Row className="g-4 dashboard-grid">
        <Col xl={4} md={6}><MedalCard /></Col>
        <Col xl={8} md={6}><StatisticsStrip /></Col>
        <Col lg={4}>
          <Row className="g-4">
            <Col xs={6} lg={6}><StatChartCard name="orders-bar-chart" chart="bar" /></Col>
            <Col xs={6} lg={6}><StatChartCard name="profit-line-chart" chart="line" /></Col>
            <Col xs={12}><EarningsCard /></Col>
          </Row>
        </Col>
        <Col lg={8}><RevenueReportCard /></Col>
        <Col lg={8}><CompanyTable /></Col>
        <Col lg={4} md={6}><MeetupCard /></Col>
        <Col lg={4} md={6}><BrowserStatesCard /></Col>
        <Col lg={4} md={6}><GoalOverviewCard /></Col>
        <Col lg={4} md={6}><TransactionsCard /></Col>
        <Col lg={6}><TimelineCard /></Col>
        <Col lg={6}><GettingStartedCard /></Col>
      </Row>
    </>
  )
}
