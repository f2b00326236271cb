import { Check, ChevronRight } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Button } from 'reactstrap'

export const checkoutSteps = ['cart', 'address', 'payment'] as const
export type CheckoutStep = (typeof checkoutSteps)[number]

interface Props {
  current: CheckoutStep
  onStep: (step: CheckoutStep) => void
}

export function StepHeader({ current, onStep }: Props) {
  const { t } = useTranslation('ecommerce')
  const index = checkoutSteps.indexOf(current)
  return (
    <nav aria-label={t('checkout.progress')} className="card card-body mb-4">
      <ol className="checkout-steps align-items-center">
        {checkoutSteps.map((step, i) => {
          const label = (
            <>
              <span className="step-number">
                {i < index ? <Check size={16} aria-hidden="true" /> : i + 1}
              </span>
              <span className="step-name">
                <span className="d-block fw-semibold">{t(`checkout.steps.${step}`)}</span>
                <span className="d-none d-md-block small text-body-secondary">
                  {t(`checkout.stepHints.${step}`)}
                </span>
              </span>
            </>
          )
          return (
            <li
              key={step}
              className={i === index ? 'active' : i < index ? 'done' : ''}
              aria-current={i === index ? 'step' : undefined}
            >
              {i > 0 && (
                <ChevronRight
                  size={18}
                  aria-hidden="true"
                  className="text-body-secondary nl-flip-rtl flex-shrink-0"
                />
              )}
              {i < index ? (
                <Button
                  color="link"
                  className="d-flex align-items-center gap-2 p-0 text-start text-body text-decoration-none"
                  onClick={() => onStep(step)}
                >
                  {label}
                </Button>
              ) : (
                <span className="d-flex align-items-center gap-2">{label}</span>
              )}
            </li>
          )
        })}
      </ol>
    </nav>
  )
}
