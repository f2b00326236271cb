import { Badge } from 'reactstrap'

const colors = ['primary', 'secondary', 'success', 'danger', 'warning', 'info', 'dark'] as const

/** Soft badges: a subtle tint with the emphasis text of the same colour, for dense tables. */
export default function BadgeLight() {
  return (
    <div className="demo-row">
      {colors.map((color) => (
        <Badge key={color} color={`${color}-subtle`} className={`text-${color}-emphasis text-capitalize`}>
          {color}
        </Badge>
      ))}
    </div>
  )
}
