import { lazy, useState } from 'react'
import { Check } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Button, Card, CardBody, Progress } from 'reactstrap'

import { demoFigures, periodDays, planDetails } from '../options'
import type { ManagedUser } from '../contract'
import { Money } from '@core/components/Money'
import { OnceOpened } from '@core/components/OnceOpened'

const UpgradePlanModal = lazy(() =>
  import('./UpgradePlanModal').then((module) => ({ default: module.UpgradePlanModal }))
)

export function UserPlanCard({ user }: { user: ManagedUser }) {
  const { t } = useTranslation('user')
  const [upgrading, setUpgrading] = useState(false)
  const plan = planDetails[user.currentPlan]
  const { daysLeft } = demoFigures(user)
  const used = periodDays - daysLeft

  return (
    <Card className="border-primary border-2">
      <CardBody>
        <div className="d-flex justify-content-between align-items-start gap-2 mb-3">
          <span className="badge bg-primary-subtle text-primary-emphasis">
            {t(`plans.${user.currentPlan}`)}
          </span>
          <p className="mb-0 text-primary">
            <span className="h3 fw-bold">
              <Money value={plan.price} />
            </span>
            <small className="text-body-secondary"> / {t('plan.month')}</small>
          </p>
        </div>
        <ul className="list-unstyled mb-4">
          {[
            t('plan.users', { count: plan.users }),
            t('plan.storage', { count: plan.storageGb }),
            ...plan.features.map((key) => t(`features.${key}`))
          ].map((feature) => (
            <li key={feature} className="d-flex align-items-center gap-2 mb-2">
              <Check size={16} className="text-primary flex-shrink-0" aria-hidden="true" />
              {feature}
            </li>
          ))}
        </ul>
        <div className="d-flex justify-content-between fw-semibold mb-1">
          <span id={`plan-days-${user.id}`}>{t('plan.days')}</span>
          <span>{t('plan.daysOf', { used, total: periodDays })}</span>
        </div>
        <Progress
          value={used}
          max={periodDays}
          className="mb-1"
          barAriaLabelledBy={`plan-days-${user.id}`}
          style={{ height: 8 }}
        />
        <small className="text-body-secondary">{t('plan.daysLeft', { count: daysLeft })}</small>
        <Button color="primary" block className="mt-3" onClick={() => setUpgrading(true)}>
          {t('plan.upgrade')}
        </Button>
      </CardBody>
      <OnceOpened open={upgrading}>
        <UpgradePlanModal user={user} isOpen={upgrading} onClose={() => setUpgrading(false)} />
      </OnceOpened>
    </Card>
  )
}
