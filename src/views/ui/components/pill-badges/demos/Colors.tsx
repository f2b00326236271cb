import { Badge } from 'reactstrap'

const colors = ['primary', 'secondary', 'success', 'danger', 'warning', 'info', 'light', 'dark'] as const

/** `pill`: fully rounded badges, for statuses and counts. */
export default function PillBadgeColors() {
  return (
    <div className="demo-row">
      {colors.map((color) => (
        <Badge key={color} pill color={color} className={`text-bg-${color} text-capitalize`}>
          {color}
        </Badge>
      ))}
    </div>
  )
}
