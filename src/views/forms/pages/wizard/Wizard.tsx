import { useEffect, useRef, useState, type FormEvent } from 'react'
import { AtSign, House, Link2, UserRound } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Button } from 'reactstrap'
import { Stepper } from '@core/components/stepper/Stepper'
import { notify } from '@core/components/toast'
import { FormScope } from '@core/forms/Form'
import { useContractForm } from '@core/forms/useContractForm'
import { emptyWizard, wizardSchema, wizardStepIds, type WizardStepId, type WizardValues } from './schema'
import { WizardResult } from './WizardResult'
import { WizardStepFields } from './WizardSteps'

const icons = { account: AtSign, personal: UserRound, address: House, social: Link2 }

interface Props {
  orientation?: 'horizontal' | 'vertical'
  variant?: 'default' | 'modern'
}

/** Four steps over one form: Next checks the current step, Back keeps every value, the last step submits. */
export function Wizard({ orientation, variant }: Props) {
  const { t } = useTranslation('formPages')
  const form = useContractForm<WizardValues>({ schema: wizardSchema, defaultValues: emptyWizard })
  const [active, setActive] = useState(0)
  const [sent, setSent] = useState<WizardValues | null>(null)
  const heading = useRef<HTMLHeadingElement>(null)
  const moved = useRef(false)
  const step: WizardStepId = wizardStepIds[active] ?? 'account'
  const last = active === wizardStepIds.length - 1
  const steps = wizardStepIds.map((id) => ({
    id,
    title: t(`wizard.steps.${id}.title`),
    subtitle: t(`wizard.steps.${id}.subtitle`),
    icon: icons[id]
  }))
  useEffect(() => {
    if (moved.current) heading.current?.focus()
  }, [active])
  const goTo = (index: number) => {
    moved.current = true
    setActive(index)
  }
  const next = async (event: FormEvent) => {
    event.preventDefault()
    if (!(await form.trigger(step, { shouldFocus: true }))) return
    if (!last) return goTo(active + 1)
    setSent(form.getValues())
    notify.success(t('wizard.sent'))
  }
  return (
    <FormScope form={form} namespace="formPages">
      <Stepper
        label={t('wizard.progress')}
        steps={steps}
        active={active}
        onSelect={goTo}
        orientation={orientation}
        variant={variant}
      >
        <form noValidate onSubmit={(event) => void next(event)} aria-label={steps[active]?.title}>
          <h3 className="h6 mb-1" ref={heading} tabIndex={-1}>
            {t('wizard.stepOf', { step: active + 1, total: steps.length, title: steps[active]?.title })}
          </h3>
          <p className="text-body-secondary small">{steps[active]?.subtitle}</p>
          <WizardStepFields step={step} />
          <div className="d-flex justify-content-between gap-2">
            <Button
              type="button"
              color="secondary"
              outline
              disabled={active === 0}
              onClick={() => goTo(active - 1)}
            >
              {t('wizard.back')}
            </Button>
            <Button type="submit" color={last ? 'success' : 'primary'}>
              {last ? t('wizard.submit') : t('wizard.next')}
            </Button>
          </div>
        </form>
        {sent && <WizardResult values={sent} />}
      </Stepper>
    </FormScope>
  )
}
