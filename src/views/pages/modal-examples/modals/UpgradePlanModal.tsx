import { useState } from 'react'
import { useWatch } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { Button } from 'reactstrap'
import { ConfirmDialog } from '@core/components/ConfirmDialog'
import { Money } from '@core/components/Money'
import { notify } from '@core/components/toast'
import { SelectField } from '@core/forms/fields/SelectField'
import type { PanelProps } from '@core/forms/FormPanel'
import { ModalForm } from '@core/forms/ModalForm'
import { currentPlan, planSchema, plans, type PlanFields } from '../schemas'

export function UpgradePlanModal({ isOpen, onClose }: PanelProps) {
  const { t } = useTranslation('modals')
  const [cancelling, setCancelling] = useState(false)
  const cancelSubscription = () => {
    setCancelling(false)
    notify.success(t('plan.cancelled'))
    onClose()
  }
  return (
    <>
      <ModalForm
        namespace="modals"
        isOpen={isOpen}
        onClose={onClose}
        title={t('plan.title')}
        intro={t('plan.intro')}
        schema={planSchema}
        defaultValues={{ plan: 'enterprise' }}
        onSubmit={({ plan }) => void notify.success(t('plan.done', { plan: t(`plan.names.${plan}`) }))}
        submitLabel={t('plan.submit')}
      >
        <SelectField
          id="upgrade-plan"
          label={t('plan.choose')}
          options={plans.map(([id]) => ({ value: id, label: t(`plan.names.${id}`) }))}
          name="plan"
        />
        <PlanPrice />
        <hr />
        <p className="mb-2">{t('plan.current', { plan: t(`plan.names.${currentPlan}`) })}</p>
        <Button type="button" color="danger" outline size="sm" onClick={() => setCancelling(true)}>
          {t('plan.cancel')}
        </Button>
      </ModalForm>
      <ConfirmDialog
        isOpen={cancelling}
        title={t('plan.cancelTitle')}
        message={t('plan.cancelText')}
        confirmLabel={t('plan.cancelConfirm')}
        onConfirm={cancelSubscription}
        onCancel={() => setCancelling(false)}
      />
    </>
  )
}

/** The chosen plan's monthly price, following the select. */
function PlanPrice() {
  const { t } = useTranslation('modals')
  const chosen = useWatch<PlanFields, 'plan'>({ name: 'plan' })
  const price = plans.find(([id]) => id === chosen)?.[1] ?? 0
  return (
    <p className="fs-4 fw-semibold mb-1" aria-live="polite">
      <span className="visually-hidden">{t('plan.price')} </span>
      <Money value={price} style="whole" />
      <span className="fs-6 fw-normal text-body-secondary">{t('plan.perMonth')}</span>
    </p>
  )
}
