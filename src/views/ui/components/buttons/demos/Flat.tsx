import { Button } from 'reactstrap'

const colors = ['primary', 'secondary', 'success', 'danger', 'warning', 'info', 'dark'] as const

/** Flat buttons: no fill until hovered, for toolbars and dialogs' quiet actions (`color="flat-primary"` is the class btn-flat-primary, in components.scss). */
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
