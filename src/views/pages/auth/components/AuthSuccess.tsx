import type { ReactNode } from 'react'
import { CircleCheck } from 'lucide-react'

export function AuthSuccess({
  title,
  text,
  children
}: {
  title: string
  text: ReactNode
  children?: ReactNode
}) {
  return (
    <div className="text-center" role="status">
      <span className="auth-success-icon mb-3">
        <CircleCheck size={32} aria-hidden="true" />
      </span>
      <h2 className="h4 mb-2">{title}</h2>
      <p className="text-body-secondary">{text}</p>
      {children}
    </div>
  )
}
