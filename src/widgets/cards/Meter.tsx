import type { ChartColorName } from '@core/charts/useChartTheme'

export function Meter({
  value,
  max = 100,
  color,
  label,
  className = ''
}: {
  value: number
  max?: number
  color: ChartColorName
  label: string
  className?: string
}) {
  return (
    <div
      className={`progress progress-thin ${className}`}
      role="progressbar"
      aria-label={label}
      aria-valuenow={value}
      aria-valuemin={0}
      aria-valuemax={max}
    >
      <div
        className={`progress-bar bg-${color}`}
        style={{ width: `${Math.min(100, (value / max) * 100)}%` }}
      />
    </div>
  )
}
