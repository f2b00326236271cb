import { Check } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Badge, Button, Card, CardBody } from 'reactstrap'
import { Money } from '@core/components/Money'
import { notify } from '@core/components/toast'
import { yearlySaving, type Plan } from '../contract'

interface Props {
  plan: Plan
  annual: boolean
  current: boolean
}

export function PlanCard({ plan, annual, current }: Props) {
  const { t } = useTranslation('help')
  const perMonth = annual ? plan.yearlyPlan.perMonth : plan.monthlyPrice
  const saving = yearlySaving(plan)
  const free = plan.monthlyPrice === 0
  return (
    <Card className={`h-100 help-plan${plan.popular ? ' border-primary' : ''}`}>
      <CardBody className="d-flex flex-column text-center">
        <div className="help-plan-badge mb-2">
          {plan.popular && (
            <Badge color="primary" pill>
              {t('pricing.popular')}
            </Badge>
          )}
        </div>
        <img src={plan.image} alt="" width={120} height={120} className="mx-auto mb-3" />
        <h3 className="h4 mb-1">{plan.title}</h3>
        <p className="text-body-secondary">{plan.subtitle}</p>
        <p className="mb-0">
          <span className="display-6 fw-semibold text-primary">
            <Money value={perMonth} style="whole" />
          </span>
          <span className="text-body-secondary"> {t('pricing.perMonth')}</span>
        </p>
        <p className="small text-body-secondary help-plan-yearly">
          {annual && !free && (
            <>
              {t('pricing.perYear')} <Money value={plan.yearlyPlan.totalAnnual} style="whole" /> ·{' '}
              {t('pricing.youSave')} <Money value={saving.amount} style="whole" />
            </>
          )}
        </p>
        <ul className="list-unstyled text-start d-grid gap-2 my-3 flex-grow-1">
          {plan.planBenefits.map((benefit) => (
            <li key={benefit} className="d-flex gap-2">
              <Check size={18} className="text-success flex-shrink-0" aria-hidden="true" />
              <bdi>{benefit}</bdi>
            </li>
          ))}
        </ul>
        {current ? (
          <Button color="success" outline block disabled>
            {t('pricing.currentPlan')}
          </Button>
        ) : (
          <Button
            color="primary"
            outline={!plan.popular}
            block
            aria-label={t('pricing.upgradeTo', { plan: plan.title })}
            onClick={() => notify.success(t('pricing.upgradeRequested', { plan: plan.title }))}
          >
            {t('pricing.upgrade')}
          </Button>
        )}
      </CardBody>
    </Card>
  )
}
