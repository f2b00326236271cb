import { useState } from 'react'
import { useWatch } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { Button } from 'reactstrap'
import { ConfirmDialog } from '@core/components/ConfirmDialog'
import { Money } from '@core/components/Money'
import { notify } from '@core/components/toast'
import { SelectField } from '@core/forms/fields/SelectField'
import { FormPanel, type PanelProps } from '@core/forms/FormPanel'
import { currentPlan, planSchema, plans, type PlanFields } from '../schemas'

export function UpgradePlanModal({ isOpen, onClose }: PanelProps) {
  const { t } = useTranslation('modals')
  const chosen = useWatch({ control: form.control, name: 'plan' })
  const price = plans.find(([id]) => id === chosen)?.[1] ?? 0
  const [cancelling, setCancelling] = useState(false)
  const cancelSubscription = () => {
    setCancelling(false)
    form.reset()
    notify.success(t('plan.cancelled'))
    onClose()
  }
  return (
    <>
      <FormPanel
        kind="modal"
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
        <p className="fs-4 fw-semibold mb-1" aria-live="polite">
          <span className="visually-hidden">{t('plan.price')} </span>
          <Money value={price} style="whole" />
          <span className="fs-6 fw-normal text-body-secondary">{t('plan.perMonth')}</span>
        </p>
        <hr />
        <p className="mb-2">{t('plan.current', { plan: t(`plan.names.${currentPlan}`) })}</p>
        <Button type="button" color="danger" outline size="sm" onClick={() => setCancelling(true)}>
          {t('plan.cancel')}
        </Button>
      </FormPanel>
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
