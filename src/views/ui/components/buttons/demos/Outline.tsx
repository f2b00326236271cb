import { Button } from 'reactstrap'

const colors = ['primary', 'secondary', 'success', 'danger', 'warning', 'info', 'dark'] as const

/** `outline`: secondary actions beside a solid one. */
export default function ButtonOutline() {
  return (
    <div className="demo-row">
      {colors.map((color) => (
        <Button key={color} color={color} outline className="text-capitalize">
          {color}
        </Button>
      ))}
    </div>
  )
}
