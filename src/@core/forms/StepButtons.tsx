import { useFormState } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { Button } from 'reactstrap'
import type { StepPosition } from './StepForm'

interface Props {
  state: StepPosition
  /** The last step's button. */
  submitLabel: string
  /** On the first step, Back becomes Cancel (a step form in a modal). */
  onCancel?: () => void
  className?: string
}

/** Back (or Cancel on the first step) and Next, which becomes the submit button on the last step. */
export function StepButtons({ state: { index, last, goTo }, submitLabel, onCancel, className }: Props) {
  const { t } = useTranslation()
  const { isSubmitting } = useFormState()
  const cancel = index === 0 && onCancel
  return (
    <div className={className ?? 'd-flex justify-content-between gap-2'}>
      <Button
        type="button"
        color="secondary"
        outline
        disabled={index === 0 && !onCancel}
        onClick={cancel || (() => goTo(index - 1))}
      >
        {cancel ? t('form.cancel') : t('form.step.back')}
      </Button>
      <Button type="submit" color="primary" disabled={isSubmitting}>
        {last ? submitLabel : t('form.step.next')}
      </Button>
    </div>
  )
}
