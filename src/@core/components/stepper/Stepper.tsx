import type { ReactNode } from 'react'
import { Check, type LucideIcon } from 'lucide-react'
import './stepper.scss'

export interface StepperStep {
  id: string
  title: string
  subtitle?: string
  /** Shown in the `modern` look instead of the step's number. */
  icon?: LucideIcon
}

interface Props {
  /** The accessible name of the list of steps. */
  label: string
  steps: readonly StepperStep[]
  active: number
  /** A step already reached can be opened again; later ones only through the current step's Next. */
  onSelect: (index: number) => void
  orientation?: 'horizontal' | 'vertical'
  variant?: 'default' | 'modern'
  children: ReactNode
}

/** Steps in a row or a column, the current one marked, and the current step's content beside or below. */
export function Stepper({
  label,
  steps,
  active,
  onSelect,
  orientation = 'horizontal',
  variant = 'default',
  children
}: Props) {
  return (
    <div className={`nl-stepper nl-stepper-${orientation} nl-stepper-${variant}`}>
      <ol className="nl-stepper-header" aria-label={label}>
        {steps.map(({ id, title, subtitle, icon: Icon }, index) => {
          const state = index < active ? 'done' : index === active ? 'active' : 'next'
          return (
            <li key={id} className={`nl-step nl-step-${state}`}>
              <button
                type="button"
                className="nl-step-trigger"
                disabled={index > active}
                aria-current={index === active ? 'step' : undefined}
                onClick={() => onSelect(index)}
              >
                <span className="nl-step-badge" aria-hidden="true">
                  {state === 'done' && variant === 'default' ? (
                    <Check size={16} />
                  ) : Icon && variant === 'modern' ? (
                    <Icon size={18} />
                  ) : (
                    index + 1
                  )}
                </span>
                <span className="nl-step-label">
                  <span className="nl-step-title">{title}</span>
                  {subtitle && <span className="nl-step-subtitle">{subtitle}</span>}
                </span>
              </button>
            </li>
          )
        })}
      </ol>
      <div className="nl-stepper-content">{children}</div>
    </div>
  )
}
