import { Progress } from 'reactstrap'

const bars = [['primary', 30], ['success', 50], ['warning', 70], ['danger', 90]] as const

/** `striped`: stripes over the bar's colour. */
export default function ProgressStriped() {
  return (
    <div className="d-grid gap-3">
      {bars.map(([color, value]) => (
        <Progress key={color} striped color={color} value={value} aria-label={`Striped ${color} bar, ${value}%`} />
      ))}
    </div>
  )
}
