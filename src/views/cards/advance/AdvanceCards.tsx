import { useTranslation } from 'react-i18next'
import { Col, Row } from 'reactstrap'
import { PageHeader } from '@core/components/PageHeader'
import { BrowserStatesCard } from '@widgets/cards/BrowserStatesCard'
import { EmployeeTaskCard } from '@widgets/cards/EmployeeTaskCard'
import { MeetupCard } from '@widgets/cards/MeetupCard'
import { PaymentCard } from '@widgets/cards/PaymentCard'
import { ProfileCard } from '@widgets/cards/ProfileCard'
import { SocialCard } from '@widgets/cards/SocialCard'
import { TimelineCard } from '@widgets/cards/TimelineCard'
import { TransactionsCard } from '@widgets/cards/TransactionsCard'
import '@widgets/cards/cards.scss'

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
