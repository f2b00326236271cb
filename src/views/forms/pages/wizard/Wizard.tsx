import { useState } from 'react'
import { AtSign, House, Link2, UserRound } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Stepper } from '@core/components/stepper/Stepper'
import { notify } from '@core/components/toast'
import { StepButtons } from '@core/forms/StepButtons'
import { StepForm } from '@core/forms/StepForm'
import { emptyWizard, wizardSchema, wizardStepIds, type WizardValues } from './schema'
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
  const [sent, setSent] = useState<WizardValues | null>(null)
  const steps = wizardStepIds.map((id) => ({
    id,
    title: t(`wizard.steps.${id}.title`),
    subtitle: t(`wizard.steps.${id}.subtitle`),
    icon: icons[id],
    fields: [id]
  }))
  const submit = (values: WizardValues) => {
    setSent(values)
    notify.success(t('wizard.sent'))
  }
  return (
    <StepForm<WizardValues>
      schema={wizardSchema}
      defaultValues={emptyWizard}
      namespace="formPages"
      steps={steps}
      onSubmit={submit}
    >
      {(state) => (
        <Stepper
          label={t('wizard.progress')}
          steps={steps}
          active={state.index}
          onSelect={state.goTo}
          orientation={orientation}
          variant={variant}
        >
          <h3 className="h6 mb-1" ref={state.headingRef} tabIndex={-1}>
            {t('wizard.stepOf', { step: state.index + 1, total: state.total, title: state.step.title })}
          </h3>
          <p className="text-body-secondary small">{steps[state.index]?.subtitle}</p>
          <WizardStepFields step={wizardStepIds[state.index] ?? 'account'} />
          <StepButtons state={state} submitLabel={t('wizard.submit')} />
          {sent && <WizardResult values={sent} />}
        </Stepper>
      )}
    </StepForm>
  )
}
