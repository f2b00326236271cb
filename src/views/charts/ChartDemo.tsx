import type { ReactNode } from 'react'
import { ChartFigure, type ChartFigureProps } from '@core/charts/ChartFigure'

export interface ChartDemoProps extends Omit<ChartFigureProps, 'className'> {
  subtitle?: string
  /** Controls above the chart (a date range). */
  action?: ReactNode
}

/** One chart demo inside its demo card: an optional line of controls over a named figure and its data as text. */
export function ChartDemo({ subtitle, action, children, ...figure }: ChartDemoProps) {
  return (
    <>
      {(subtitle || action) && (
        <div className="d-flex flex-wrap align-items-center justify-content-between gap-2 mb-3">
          {subtitle && <p className="small text-body-secondary mb-0">{subtitle}</p>}
          {action}
        </div>
      )}
      <ChartFigure {...figure}>{children}</ChartFigure>
    </>
  )
}
