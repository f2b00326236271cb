import { Button } from 'reactstrap'

const colors = ['primary', 'secondary', 'success', 'danger', 'warning', 'info', 'light', 'dark'] as const

/** The main action of a view: one solid button, in the theme's colours. */
export default function ButtonSolid() {
  return (
    <div className="demo-row">
      {colors.map((color) => (
        <Button key={color} color={color} className="text-capitalize">
          {color}
        </Button>
      ))}
      <Button color="link">Link</Button>
      <Button color="primary" disabled>
        Disabled
      </Button>
    </div>
  )
}
