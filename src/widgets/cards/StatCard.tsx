import type { LucideIcon } from 'lucide-react'
import { Card, CardBody } from 'reactstrap'
import type { ChartColorName } from '@core/charts/useChartTheme'

export interface StatCardProps {
  icon: LucideIcon
  color: ChartColorName
  value: string
  label: string
  layout: 'horizontal' | 'vertical'
}

export function StatCard({ icon: Icon, color, value, label, layout }: StatCardProps) {
  const icon = (
    <span className={`stat-icon bg-${color}-subtle text-${color}-emphasis`} aria-hidden="true">
      <Icon size={22} />
    </span>
  )
  return (
    <Card className="h-100">
      {layout === 'horizontal' ? (
        <CardBody
          className="d-flex align-items-center justify-content-between gap-2"
          role="group"
          aria-label={label}
        >
          <div>
            <p className="h4 fw-semibold mb-0">{value}</p>
            <p className="small text-body-secondary mb-0">{label}</p>
          </div>
          {icon}
        </CardBody>
      ) : (
        <CardBody className="text-center" role="group" aria-label={label}>
          <div className="mb-2">{icon}</div>
          <p className="h4 fw-semibold mb-0">{value}</p>
          <p className="small text-body-secondary mb-0">{label}</p>
        </CardBody>
      )}
    </Card>
  )
}
