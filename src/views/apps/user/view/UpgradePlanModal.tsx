import { useEffect } from 'react'
import { useForm, useWatch } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import { useTranslation } from 'react-i18next'
import { z } from 'zod'
import { Button, Modal, ModalBody, ModalFooter, ModalHeader, Spinner } from 'reactstrap'
import { mutate } from '@core/forms/mutate'

import { useUpdateUserMutation } from '../api'
import { planDetails, plans } from '../options'
import type { ManagedUser } from '../contract'
import { Money } from '@core/components/Money'

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
  const [updateUser, { isLoading }] = useUpdateUserMutation()
  const { register, handleSubmit, reset, control } = useForm<PlanFields>({
    resolver: zodResolver(schema),
    defaultValues: { currentPlan: user.currentPlan }
  })
  const chosen = useWatch({ control, name: 'currentPlan' })

  useEffect(() => {
    if (isOpen) reset({ currentPlan: user.currentPlan })
  }, [isOpen, user.currentPlan, reset])

  const submit = async ({ currentPlan }: PlanFields) => {
    const result = await mutate(updateUser({ id: user.id, currentPlan }), {
      done: t('toasts.planChanged', { plan: t(`plans.${currentPlan}`) }),
      failed: () => t('errors.save')
    })
    if (!result.error) onClose()
  }

  return (
    <Modal isOpen={isOpen} toggle={onClose} centered labelledBy="upgrade-plan-title" returnFocusAfterClose>
      <form noValidate onSubmit={handleSubmit(submit)}>
        <ModalHeader toggle={onClose} tag="h2" className="h5" id="upgrade-plan-title">
          {t('plan.upgradeTitle')}
        </ModalHeader>
        <ModalBody>
          <fieldset>
            <legend className="fs-6 text-body-secondary">{t('plan.upgradeText')}</legend>
            {plans.map((plan) => (
              <label
                key={plan}
                className={
                  'user-plan-option d-flex align-items-center gap-3 border rounded p-3 mb-2 ' +
                  (chosen === plan ? 'border-primary' : '')
                }
              >
                <input
                  type="radio"
                  className="form-check-input mt-0"
                  value={plan}
                  {...register('currentPlan')}
                />
                <span className="flex-grow-1 fw-semibold">{t(`plans.${plan}`)}</span>
                <span className="text-body-secondary">
                  <Money value={planDetails[plan].price} /> / {t('plan.month')}
                </span>
              </label>
            ))}
          </fieldset>
        </ModalBody>
        <ModalFooter>
          <Button type="button" color="secondary" outline onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" color="primary" disabled={isLoading || chosen === user.currentPlan}>
            {isLoading && <Spinner size="sm" className="me-2" aria-hidden="true" />}
            {t('plan.save')}
          </Button>
        </ModalFooter>
      </form>
    </Modal>
  )
}
