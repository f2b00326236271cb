import { CircleCheck, CircleQuestionMark, CircleX, Info, TriangleAlert } from 'lucide-react'
import type { AlertIconKind } from './types'

const icons = {
  success: { Icon: CircleCheck, color: 'success' },
  error: { Icon: CircleX, color: 'danger' },
  warning: { Icon: TriangleAlert, color: 'warning' },
  info: { Icon: Info, color: 'info' },
  question: { Icon: CircleQuestionMark, color: 'secondary' }
} as const

/** The large icon over an alert's title; the title carries its meaning. */
export function AlertIcon({ kind }: { kind: AlertIconKind }) {
  const { Icon, color } = icons[kind]
  return (
    <div className={`alert-dialog-icon text-${color}`}>
      <Icon size={72} strokeWidth={1.5} aria-hidden="true" />
    </div>
  )
}
