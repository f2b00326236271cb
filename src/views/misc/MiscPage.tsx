import type { ReactNode } from 'react'
import type { LucideIcon } from 'lucide-react'
import { BrandLink } from '@core/components/Logo'

export function MiscPage({
  icon: Icon,
  title,
  text,
  children
}: {
  icon: LucideIcon
  title: string
  text: string
  children?: ReactNode
}) {
  return (
    <div className="blank-page">
      <BrandLink className="blank-brand" />
      <div className="blank-content">
        <div className="blank-illustration">
          <Icon size={64} strokeWidth={1.5} aria-hidden="true" />
        </div>
        <h1 className="h2 mb-2">{title}</h1>
        <p className="text-body-secondary mb-4">{text}</p>
        {children}
      </div>
    </div>
  )
}
