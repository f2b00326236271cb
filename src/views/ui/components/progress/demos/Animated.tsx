import { useTranslation } from 'react-i18next'
import { useEffect, useState } from 'react'
import { Button, Progress } from 'reactstrap'

/** `animated`: moving stripes while work is under way (still when reduced motion is preferred). */
export default function ProgressAnimated() {
  const { t } = useTranslation('components')
  const [value, setValue] = useState(0)
  const running = value > 0 && value < 100
  useEffect(() => {
    if (!running) return
    const timer = setTimeout(() => setValue((current) => Math.min(100, current + 10)), 300)
    return () => clearTimeout(timer)
  }, [running, value])
  return (
    <div className="d-grid gap-3">
      <span id="progress-import" className="visually-hidden">
        {t('progress.sample.import')}
      </span>
      <Progress animated striped color="primary" value={value} barAriaLabelledBy="progress-import">
        {value > 0 && `${value}%`}
      </Progress>
      <div className="demo-row">
        <Button color="primary" onClick={() => setValue(10)} disabled={running}>
          {t(value === 100 ? 'progress.sample.importAgain' : 'progress.sample.startImport')}
        </Button>
        <span aria-live="polite">
          {value === 100 ? t('progress.sample.importDone') : running ? t('progress.sample.importing') : ''}
        </span>
      </div>
    </div>
  )
}
