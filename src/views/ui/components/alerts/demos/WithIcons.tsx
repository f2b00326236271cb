import { CircleAlert, CircleCheck, Info, TriangleAlert } from 'lucide-react'
import { Alert } from '@core/components/overlays'

/** An icon before the text says the alert's meaning without relying on colour. */
export default function AlertWithIcons() {
  return (
    <div>
      <Alert color="success" className="d-flex align-items-center gap-2">
        <CircleCheck size={18} aria-hidden="true" className="flex-shrink-0" /> Your changes were saved.
      </Alert>
      <Alert color="info" className="d-flex align-items-center gap-2">
        <Info size={18} aria-hidden="true" className="flex-shrink-0" /> A new version is ready: reload to
        update.
      </Alert>
      <Alert color="warning" className="d-flex align-items-center gap-2">
        <TriangleAlert size={18} aria-hidden="true" className="flex-shrink-0" /> Your trial ends in 3 days.
      </Alert>
      <Alert color="danger" className="d-flex align-items-center gap-2 mb-0">
        <CircleAlert size={18} aria-hidden="true" className="flex-shrink-0" /> The payment was declined by the
        bank.
      </Alert>
    </div>
  )
}
