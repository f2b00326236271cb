import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'

/** A countdown bar and its seconds; calls `onEnd` once the time is up. */
export function AlertTimer({ duration, onEnd }: { duration: number; onEnd: () => void }) {
  const { t } = useTranslation()
  const [left, setLeft] = useState(duration)
  useEffect(() => {
    const started = Date.now()
    const tick = setInterval(() => {
      const rest = Math.max(0, duration - (Date.now() - started))
      setLeft(rest)
      if (rest === 0) clearInterval(tick)
    }, 100)
    return () => clearInterval(tick)
  }, [duration])
  useEffect(() => {
    if (left === 0) onEnd()
  }, [left, onEnd])
  const label = t('alert.closesIn', { count: Math.ceil(left / 1000) })
  return (
    <div className="alert-dialog-timer">
      <p className="small text-body-secondary mb-1" role="timer">
        {label}
      </p>
      <div
        className="progress"
        role="progressbar"
        aria-label={t('alert.timeLeft')}
        aria-valuetext={label}
        aria-valuemin={0}
        aria-valuemax={duration}
        aria-valuenow={left}
      >
        <div className="progress-bar" style={{ width: `${(left / duration) * 100}%` }} />
      </div>
    </div>
  )
}
