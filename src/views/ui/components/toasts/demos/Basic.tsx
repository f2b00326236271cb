import { Bell } from 'lucide-react'
import { ToastBody, ToastHeader } from 'reactstrap'
import { Toast } from '@core/components/overlays'

/** A toast is a small card: a header with an icon, a close button and a time, and a short body. */
export default function ToastBasic() {
  return (
    <div className="d-grid gap-3">
      <Toast>
        <ToastHeader icon={<Bell size={16} className="text-primary" aria-hidden="true" />}>Nordlight</ToastHeader>
        <ToastBody>Your weekly report is ready to download.</ToastBody>
      </Toast>
      <Toast className="text-bg-primary border-0">
        <ToastBody>A toast with no header, in the primary colour.</ToastBody>
      </Toast>
    </div>
  )
}
