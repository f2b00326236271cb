import { useTranslation } from 'react-i18next'
import { Progress } from 'reactstrap'

const parts = [
  ['photos', 35, 'primary'],
  ['documents', 20, 'success'],
  ['videos', 15, 'warning']
] as const

/** `multi`: several bars in one track, such as storage by file type. */
export default function ProgressStacked() {
  const { t } = useTranslation('components')
  return (
    <div className="d-grid gap-2">
      <Progress multi>
        {parts.map(([part, value, color]) => (
          <Progress
            key={part}
            bar
            value={value}
            color={color}
            aria-label={`${t(`progress.sample.${part}`)}, ${value}%`}
          />
        ))}
      </Progress>
      <ul className="list-inline small mb-0">
        {parts.map(([part, value, color]) => (
          <li key={part} className="list-inline-item">
            <span className={`text-${color}-emphasis`}>■</span> {t(`progress.sample.${part}`)} {value}%
          </li>
        ))}
      </ul>
    </div>
  )
}
