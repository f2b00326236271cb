import { useTranslation } from 'react-i18next'
import { StarRating } from '../StarRating'

/** The size is the icon's, in pixels. */
export default function RatingsSizes() {
  const { t } = useTranslation('extensions')
  return (
    <div className="d-grid gap-2">
      {[16, 24, 36].map((size) => (
        <StarRating key={size} label={t('ratings.sample.size', { size })} value={4} size={size} />
      ))}
    </div>
  )
}
