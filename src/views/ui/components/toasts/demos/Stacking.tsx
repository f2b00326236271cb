import { useTranslation } from 'react-i18next'
import { useState } from 'react'
import { Button, ToastBody, ToastHeader } from 'reactstrap'
import { Toast } from '@core/components/overlays'

const messages = ['invoicePaid', 'comment', 'backup', 'shared']

/** Several toasts stack in one container, newest at the bottom; each closes on its own. */
export default function ToastStacking() {
  const { t } = useTranslation('components')
  const [toasts, setToasts] = useState<{ id: number; message: string }[]>([])
  const add = () =>
    setToasts((list) => [...list, { id: Date.now(), message: messages[list.length % messages.length]! }])
  const remove = (id: number) => setToasts((list) => list.filter((toast) => toast.id !== id))
  return (
    <div className="d-flex flex-column gap-3">
      <div className="demo-row">
        <Button color="primary" onClick={add}>
          {t('toasts.sample.add')}
        </Button>
        <Button color="secondary" outline onClick={() => setToasts([])} disabled={toasts.length === 0}>
          {t('toasts.sample.clear')}
        </Button>
      </div>
      <div className="toast-container position-static" role="status" aria-live="polite">
        {toasts.map((toast) => (
          <Toast key={toast.id}>
            <ToastHeader toggle={() => remove(toast.id)}>{t('toasts.sample.notification')}</ToastHeader>
            <ToastBody>{t(`toasts.sample.${toast.message}`)}</ToastBody>
          </Toast>
        ))}
      </div>
    </div>
  )
}
