import { Button } from 'reactstrap'

const colors = ['primary', 'secondary', 'success', 'danger', 'warning', 'info', 'dark'] as const

/** No fill until hovered, for quiet actions; `color="flat-primary"` is btn-flat-primary (components.scss). */
export default function ButtonFlat() {
  return (
    <div className="demo-row">
      {colors.map((color) => (
        <Button key={color} color={`flat-${color}`} className="text-capitalize">
          {color}
        </Button>
      ))}
    </div>
  )
}
