import { useState } from 'react'
import { Button, ToastBody, ToastHeader } from 'reactstrap'
import { Toast } from '@core/components/overlays'

const messages = [
  'Invoice #5012 paid',
  'New comment on “Autumn launch”',
  'Backup finished',
  'Mateo shared a file'
]

/** Several toasts stack in one container, newest at the bottom; each closes on its own. */
export default function ToastStacking() {
  const [toasts, setToasts] = useState<{ id: number; text: string }[]>([])
  const add = () =>
    setToasts((list) => [...list, { id: Date.now(), text: messages[list.length % messages.length]! }])
  const remove = (id: number) => setToasts((list) => list.filter((toast) => toast.id !== id))
  return (
    <div className="d-grid gap-3">
      <div className="demo-row">
        <Button color="primary" onClick={add}>
          Add a toast
        </Button>
        <Button color="secondary" outline onClick={() => setToasts([])} disabled={toasts.length === 0}>
          Clear all
        </Button>
      </div>
      <div className="toast-container position-static" role="status" aria-live="polite">
        {toasts.map((toast) => (
          <Toast key={toast.id}>
            <ToastHeader toggle={() => remove(toast.id)}>Notification</ToastHeader>
            <ToastBody>{toast.text}</ToastBody>
          </Toast>
        ))}
      </div>
    </div>
  )
}
