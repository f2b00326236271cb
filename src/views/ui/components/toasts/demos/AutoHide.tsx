import { useTranslation } from 'react-i18next'
import { useEffect, useState } from 'react'
import { Button, ToastBody, ToastHeader } from 'reactstrap'
import { Toast } from '@core/components/overlays'

const delay = 5000

/** A toast that closes by itself after 5 seconds; hovering or focusing it keeps it open. */
export default function ToastAutoHide() {
  const { t } = useTranslation('components')
  const [open, setOpen] = useState(false)
  const [held, setHeld] = useState(false)
  useEffect(() => {
    if (!open || held) return
    const timer = setTimeout(() => setOpen(false), delay)
    return () => clearTimeout(timer)
  }, [open, held])
  const hold = {
    onMouseEnter: () => setHeld(true),
    onMouseLeave: () => setHeld(false),
    onFocus: () => setHeld(true),
    onBlur: () => setHeld(false)
  }
  return (
    <div className="d-flex flex-column gap-3">
      <div>
        <Button color="primary" onClick={() => setOpen(true)} disabled={open}>
          {t('toasts.sample.showFor')}
        </Button>
      </div>
      <div role="status" aria-live="polite">
        <Toast isOpen={open} {...hold}>
          <ToastHeader toggle={() => setOpen(false)}>{t('toasts.sample.saved')}</ToastHeader>
          <ToastBody>{t('toasts.sample.draftSaved')}</ToastBody>
        </Toast>
      </div>
    </div>
  )
}
