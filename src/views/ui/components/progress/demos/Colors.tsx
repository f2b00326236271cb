import { useTranslation } from 'react-i18next'
import { Progress } from 'reactstrap'

const bars = [
  ['primary', 20],
  ['success', 40],
  ['info', 55],
  ['warning', 70],
  ['danger', 85],
  ['dark', 95]
] as const

/** `color`: one per meaning, such as green for done and red for over the limit. */
export default function ProgressColors() {
  const { t } = useTranslation(['components', 'demo'])
  return (
    <div className="d-grid gap-3">
      {bars.map(([color, value]) => (
        <div key={color}>
          <span id={`progress-color-${color}`} className="visually-hidden">
            {t('progress.sample.bar', { color: t(`demo:colors.${color}`), value })}
          </span>
          <Progress color={color} value={value} barAriaLabelledBy={`progress-color-${color}`} />
        </div>
      ))}
    </div>
  )
}
