import { useState } from 'react'
import { Button, ToastBody, ToastHeader } from 'reactstrap'
import { Toast } from '@core/components/overlays'

const placements = [
  ['top-0 start-0', 'Top start'],
  ['top-0 start-50 translate-middle-x', 'Top center'],
  ['top-0 end-0', 'Top end'],
  ['bottom-0 start-0', 'Bottom start'],
  ['bottom-0 end-0', 'Bottom end']
] as const

/** Where toasts appear: a fixed container in a corner of the window (position utilities). */
export default function ToastPlacements() {
  const [placement, setPlacement] = useState<(typeof placements)[number] | null>(null)
  return (
    <div className="demo-row">
      {placements.map((entry) => (
        <Button key={entry[1]} color="primary" outline onClick={() => setPlacement(entry)}>
          {entry[1]}
        </Button>
      ))}
      <div
        className={`toast-container position-fixed p-3 ${placement?.[0] ?? ''}`}
        role="status"
        aria-live="polite"
      >
        <Toast isOpen={placement !== null}>
          <ToastHeader toggle={() => setPlacement(null)}>{placement?.[1]}</ToastHeader>
          <ToastBody>This toast sits at the {placement?.[1].toLowerCase()} of the window.</ToastBody>
        </Toast>
      </div>
    </div>
  )
}
