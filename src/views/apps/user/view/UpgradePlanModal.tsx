import { useTranslation } from 'react-i18next'
import { z } from 'zod/mini'
import { Money } from '@core/components/Money'
import { RadioGroupField } from '@core/forms/fields/RadioGroupField'
import { ModalForm } from '@core/forms/ModalForm'
import { mutate } from '@core/forms/mutate'
import { useUpdateUserMutation } from '../api'
import { planDetails, plans } from '../options'
import type { ManagedUser } from '../contract'

const schema = z.object({ currentPlan: z.enum(plans) })
type PlanFields = z.infer<typeof schema>

export function UpgradePlanModal({
  user,
  isOpen,
  onClose
}: {
  user: ManagedUser
  isOpen: boolean
  onClose: () => void
}) {
  const { t } = useTranslation('user')
  const [updateUser] = useUpdateUserMutation()
  const options = plans.map((plan) => ({
    value: plan,
    label: (
      <>
        <span className="flex-grow-1 fw-semibold">{t(`plans.${plan}`)}</span>
        <span className="text-body-secondary">
          <Money value={planDetails[plan].price} /> / {t('plan.month')}
        </span>
      </>
    )
  }))

  const submit = ({ currentPlan }: PlanFields) =>
    mutate(updateUser({ id: user.id, currentPlan }), {
      done: t('toasts.planChanged', { plan: t(`plans.${currentPlan}`) }),
      failed: () => t('errors.save')
    })

  return (
    <ModalForm
      namespace="user"
      isOpen={isOpen}
      title={t('plan.upgradeTitle')}
      schema={schema}
      defaultValues={{ currentPlan: user.currentPlan }}
      onSubmit={submit}
      onClose={onClose}
      submitLabel={t('plan.save')}
    >
      <RadioGroupField name="currentPlan" label={t('plan.upgradeText')} options={options} cards />
    </ModalForm>
  )
}
