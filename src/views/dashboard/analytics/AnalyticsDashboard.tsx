import { useTranslation } from 'react-i18next'
import { Col, Row } from 'reactstrap'
import { PageHeader } from '@core/components/PageHeader'
import { AppDesignCard } from '@/views/cards/components/AppDesignCard'
import { AvgSessionsCard } from '@/views/cards/components/AvgSessionsCard'
import { CustomersCard } from '@/views/cards/components/CustomersCard'
import { ProductOrdersCard } from '@/views/cards/components/ProductOrdersCard'
import { RevenueCard } from '@/views/cards/components/RevenueCard'
import { SalesRadarCard } from '@/views/cards/components/SalesRadarCard'
import { SessionsDeviceCard } from '@/views/cards/components/SessionsDeviceCard'
import { StatChartCard } from '@/views/cards/components/StatChartCard'
import { SupportTrackerCard } from '@/views/cards/components/SupportTrackerCard'
import { TimelineCard } from '@/views/cards/components/TimelineCard'
import { WelcomeCard } from '@/views/cards/components/WelcomeCard'
import '@/views/cards/cards.scss'

/** `/dashboard/analytics`: the analytics dashboard, a grid of cards that reflows to one column. */
export default function AnalyticsDashboard() {
  const { t } = useTranslation('dashboard')
  return (
    <>
      <PageHeader title={t('titles.analytics')} crumbs={[{ label: t('crumbs.dashboards') }]} />
      <Row className="g-4 dashboard-grid">
        <Col lg={6}><WelcomeCard /></Col>
        <Col lg={3} sm={6}><StatChartCard name="subscribers" chart="area" /></Col>
        <Col lg={3} sm={6}><StatChartCard name="orders" chart="area" /></Col>
        <Col lg={6}><AvgSessionsCard /></Col>
        <Col lg={6}><SupportTrackerCard /></Col>
        <Col lg={4} md={6}><TimelineCard /></Col>
        <Col lg={4} md={6}><SalesRadarCard /></Col>
        <Col lg={4} md={6}><AppDesignCard /></Col>
        <Col lg={4} md={6}><SessionsDeviceCard /></Col>
        <Col lg={4} md={6}><CustomersCard /></Col>
        <Col lg={4} md={6}><ProductOrdersCard /></Col>
        <Col xs={12}><RevenueCard /></Col>
      </Row>
    </>
  )
}
