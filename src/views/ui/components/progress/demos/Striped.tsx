import { useTranslation } from 'react-i18next'
import { Progress } from 'reactstrap'

const bars = [
  ['primary', 30],
  ['success', 50],
  ['warning', 70],
  ['danger', 90]
] as const

/** `striped`: stripes over the bar's colour. */
export default function ProgressStriped() {
  const { t } = useTranslation(['components', 'demo'])
  return (
    <div className="d-grid gap-3">
      {bars.map(([color, value]) => (
        <div key={color}>
          <span id={`progress-striped-${color}`} className="visually-hidden">
            {t('progress.sample.striped', { color: t(`demo:colors.${color}`).toLowerCase(), value })}
          </span>
          <Progress striped color={color} value={value} barAriaLabelledBy={`progress-striped-${color}`} />
        </div>
      ))}
    </div>
  )
}
