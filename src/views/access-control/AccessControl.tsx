import { useTranslation } from 'react-i18next'
import { Col, Row } from 'reactstrap'
import { PageHeader } from '@core/components/PageHeader'
import { AclNotice } from './AclNotice'
import { HowToCard } from './HowToCard'
import { RulesCard } from './RulesCard'
import { SignedInCard } from './SignedInCard'

export default function AccessControl() {
  const { t } = useTranslation('auth')
  return (
    <>
      <PageHeader title={t('acl.title')} crumbs={[{ label: t('common:nav.pages') }]} />
      <Row className="g-4 mb-4">
        <Col lg={5}>
          <SignedInCard />
        </Col>
        <Col lg={7}>
          <RulesCard />
        </Col>
      </Row>
      <AclNotice />
      <HowToCard />
    </>
  )
}
