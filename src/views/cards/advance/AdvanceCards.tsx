import { useTranslation } from 'react-i18next'
import { Col, Row } from 'reactstrap'
import { PageHeader } from '@core/components/PageHeader'
import { BrowserStatesCard } from '../components/BrowserStatesCard'
import { EmployeeTaskCard } from '../components/EmployeeTaskCard'
import { MeetupCard } from '../components/MeetupCard'
import { PaymentCard } from '../components/PaymentCard'
import { ProfileCard } from '../components/ProfileCard'
import { SocialCard } from '../components/SocialCard'
import { TimelineCard } from '../components/TimelineCard'
import { TransactionsCard } from '../components/TransactionsCard'
import '../cards.scss'

export default function AdvanceCards() {
  const { t } = useTranslation('cards')
  return (
    <>
      <PageHeader title={t('titles.advance')} crumbs={[{ label: t('common:nav.cards') }]} />
      <Row className="g-4">
        <Col lg={4} md={6}>
          <ProfileCard />
        </Col>
        <Col lg={4} md={6}>
          <MeetupCard />
        </Col>
        <Col lg={4} md={6}>
          <PaymentCard />
        </Col>
        <Col lg={6}>
          <EmployeeTaskCard />
        </Col>
        <Col lg={6}>
          <SocialCard />
        </Col>
        <Col lg={4} md={6}>
          <TimelineCard />
        </Col>
        <Col lg={4} md={6}>
          <BrowserStatesCard />
        </Col>
        <Col lg={4} md={6}>
          <TransactionsCard />
        </Col>
      </Row>
    </>
  )
}
