import { useTranslation } from 'react-i18next'
import { useState } from 'react'
import { Button, ToastBody, ToastHeader } from 'reactstrap'
import { Toast } from '@core/components/overlays'

const placements = [
  ['top-0 start-0', 'topStart'],
  ['top-0 start-50 translate-middle-x', 'topCenter'],
  ['top-0 end-0', 'topEnd'],
  ['bottom-0 start-0', 'bottomStart'],
  ['bottom-0 end-0', 'bottomEnd']
] as const

/** Where toasts appear: a fixed container in a corner of the window (position utilities). */
export default function ToastPlacements() {
  const { t } = useTranslation('components')
  const [placement, setPlacement] = useState<(typeof placements)[number] | null>(null)
  const place = placement && t(`toasts.sample.${placement[1]}`)
  return (
    <div className="demo-row">
      {placements.map((entry) => (
        <Button key={entry[1]} color="primary" outline onClick={() => setPlacement(entry)}>
          {t(`toasts.sample.${entry[1]}`)}
        </Button>
      ))}
      <div
        className={`toast-container position-fixed p-3 ${placement?.[0] ?? ''}`}
        role="status"
        aria-live="polite"
      >
        <Toast isOpen={placement !== null}>
          <ToastHeader toggle={() => setPlacement(null)}>{place}</ToastHeader>
          <ToastBody>{t('toasts.sample.sitsAt', { place: place?.toLowerCase() })}</ToastBody>
        </Toast>
      </div>
    </div>
  )
}
