import { useTranslation } from 'react-i18next'
import { Col, Row } from 'reactstrap'
import { PageHeader } from '@core/components/PageHeader'
import { QueryState } from '@core/components/QueryState'
import { useListState } from '@core/list/useListState'
import { useGetPricingQuery } from '../api'
import { planKeys, yearlySaving } from '../contract'
import { QuestionList } from '../faq/FaqCategories'
import { billingState } from '../searchState'
import { useContentLanguage } from '../useContentLanguage'
import { BillingSwitch } from './BillingSwitch'
import { FreeTrialBanner } from './FreeTrialBanner'
import { PlanCard } from './PlanCard'
import '../help.scss'

/** The demo account's plan. */
const currentPlan = 'basicPlan'

export default function PricingPage() {
  const { t } = useTranslation('help')
  const lang = useContentLanguage()
  const { state, update } = useListState(billingState)
  const { data, error, isLoading, refetch } = useGetPricingQuery({ lang })
  const annual = state.billing === 'annual'
  const bestSaving = data ? Math.max(...planKeys.map((key) => yearlySaving(data[key]).percent)) : 0
  return (
    <>
      <PageHeader title={t('pricing.title')} crumbs={[{ label: t('crumbs.pages') }]} />
      <div className="text-center mb-4">
        <h2>{t('pricing.heroTitle')}</h2>
        <p className="text-body-secondary">{t('pricing.heroSubtitle')}</p>
        <BillingSwitch
          annual={annual}
          saving={bestSaving}
          onChange={(next) => update({ billing: next ? 'annual' : 'monthly' })}
        />
      </div>
      {!data ? (
        <QueryState loading={isLoading} error={error} onRetry={() => void refetch()} />
      ) : (
        <>
          <Row className="g-4 mb-5 align-items-stretch">
            {planKeys.map((key) => (
              <Col key={key} lg={4}>
                <PlanCard plan={data[key]} annual={annual} current={key === currentPlan} />
              </Col>
            ))}
          </Row>
          <FreeTrialBanner />
          <section className="mt-5" aria-labelledby="pricing-faq">
            <h2 id="pricing-faq" className="h4 text-center">
              {t('pricing.faqTitle')}
            </h2>
            <p className="text-center text-body-secondary mb-4">{t('pricing.faqSubtitle')}</p>
            <QuestionList items={data.qandA} />
          </section>
        </>
      )}
    </>
  )
}
