import { Spinner } from 'reactstrap'

const colors = ['primary', 'secondary', 'success', 'danger', 'warning', 'info', 'dark'] as const

/** The spinning ring; its text is read by screen readers only. */
export default function SpinnerBorder() {
  return (
    <div className="demo-row">
      {colors.map((color) => (
        <Spinner key={color} color={color}>
          Loading…
        </Spinner>
      ))}
    </div>
  )
}
