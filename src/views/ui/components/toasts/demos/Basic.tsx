import { useTranslation } from 'react-i18next'
import { useState } from 'react'
import { Bell } from 'lucide-react'
import { Button, ToastBody, ToastHeader } from 'reactstrap'
import { Toast } from '@core/components/overlays'

/** A toast is a small card: a header with an icon and a close button, and a short body. */
export default function ToastBasic() {
  const { t } = useTranslation('components')
  const [open, setOpen] = useState(true)
  return (
    <div className="d-flex flex-column gap-3">
      {open ? (
        <Toast>
          <ToastHeader
            icon={<Bell size={16} className="text-primary" aria-hidden="true" />}
            toggle={() => setOpen(false)}
          >
            Nordlight
          </ToastHeader>
          <ToastBody>{t('toasts.sample.report')}</ToastBody>
        </Toast>
      ) : (
        <div>
          <Button color="primary" outline onClick={() => setOpen(true)}>
            {t('toasts.sample.showAgain')}
          </Button>
        </div>
      )}
      <Toast className="text-bg-primary border-0">
        <ToastBody>{t('toasts.sample.noHeader')}</ToastBody>
      </Toast>
    </div>
  )
}
