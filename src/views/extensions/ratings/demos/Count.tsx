import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { RatingValue } from '../RatingValue'
import { StarRating } from '../StarRating'

/** Any number of stars: here a score out of ten. */
export default function RatingsCount() {
  const { t } = useTranslation('extensions')
  const [value, setValue] = useState(7)
  return (
    <div className="d-grid gap-2">
      <StarRating label={t('ratings.sample.score')} value={value} onChange={setValue} max={10} size={20} />
      <RatingValue value={value} max={10} />
    </div>
  )
}
