import type { ReactNode } from 'react'
import { Card, CardBody, CardHeader } from 'reactstrap'
import { ChartFigure, type ChartFigureProps } from '@core/charts/ChartFigure'

export interface ChartCardProps extends Omit<ChartFigureProps, 'className'> {
  heading: string
  subtitle?: string
  action?: ReactNode
}

export function ChartCard({ heading, subtitle, action, children, ...figure }: ChartCardProps) {
  return (
    <Card className="h-100">
      <CardHeader className="d-flex flex-wrap align-items-start justify-content-between gap-2 border-0 pb-0">
        <div>
          <h2 className="card-title h5 mb-1">{heading}</h2>
          {subtitle && <p className="small text-body-secondary mb-0">{subtitle}</p>}
        </div>
        {action}
      </CardHeader>
      <CardBody>
        <ChartFigure {...figure}>{children}</ChartFigure>
      </CardBody>
    </Card>
  )
}
