import { useTranslation } from 'react-i18next'
import { StarRating } from '../StarRating'

/** Without onChange a rating only shows its value, and reads it out as one picture. */
export default function RatingsReadOnly() {
  const { t } = useTranslation('extensions')
  return (
    <ul className="list-unstyled d-grid gap-2 mb-0">
      {[
        ['ratings.sample.headphones', 4.5],
        ['ratings.sample.lamp', 3],
        ['ratings.sample.chair', 1.5]
      ].map(([key, value]) => (
        <li key={key} className="d-flex justify-content-between align-items-center gap-3">
          <span>{t(key as string)}</span>
          <StarRating label={t(key as string)} value={value as number} size={18} />
        </li>
      ))}
    </ul>
  )
}
