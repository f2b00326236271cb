import { Spinner } from 'reactstrap'

const colors = ['primary', 'secondary', 'success', 'danger', 'warning', 'info', 'dark'] as const

/** `type="grow"`: a pulsing dot, quieter than the ring. */
export default function SpinnerGrow() {
  return (
    <div className="demo-row">
      {colors.map((color) => (
        <Spinner key={color} type="grow" color={color}>
          Loading…
        </Spinner>
      ))}
    </div>
  )
}
