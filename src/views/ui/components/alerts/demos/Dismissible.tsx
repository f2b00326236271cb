import { UncontrolledAlert } from '@core/components/overlays'

/** A close button removes the alert; it fades out unless reduced motion is preferred. */
export default function AlertDismissible() {
  return (
    <div>
      <UncontrolledAlert color="primary">Welcome back, Astrid! You have 3 new messages.</UncontrolledAlert>
      <UncontrolledAlert color="warning" className="mb-0">
        Scheduled maintenance on Sunday from 02:00 to 03:00 UTC.
      </UncontrolledAlert>
    </div>
  )
}
