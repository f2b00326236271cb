import { useId, useState } from 'react'
import toast from 'react-hot-toast'
import { useTranslation } from 'react-i18next'
// eslint-disable-next-line no-restricted-imports -- the demo shows reactstrap's own control
import { Button, Input, Label } from 'reactstrap'

const durations = [2000, 4000, 8000] as const

/** How long a toast stays; hovering it pauses the countdown, and one call dismisses them all. */
export default function ToastrTiming() {
  const { t } = useTranslation('extensions')
  const [duration, setDuration] = useState<number>(4000)
  const id = useId()
  return (
    <div className="d-grid gap-3">
      <div>
        <Label for={id}>{t('toastr.sample.duration')}</Label>
        <Input
          id={id}
          type="select"
          value={duration}
          onChange={(event) => setDuration(Number(event.target.value))}
        >
          {durations.map((ms) => (
            <option key={ms} value={ms}>
              {t('toastr.sample.seconds', { count: ms / 1000 })}
            </option>
          ))}
        </Input>
      </div>
      <div className="d-flex flex-wrap gap-2">
        <Button color="primary" onClick={() => toast(t('toastr.sample.hoverMe'), { duration })}>
          {t('toastr.sample.show')}
        </Button>
        <Button color="secondary" outline onClick={() => toast.dismiss()}>
          {t('toastr.sample.dismissAll')}
        </Button>
      </div>
    </div>
  )
}
