import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { RatingValue } from '../RatingValue'
import { StarRating } from '../StarRating'

/** Steps of a half: each star has two targets, and the arrows move by halves. */
export default function RatingsHalfStars() {
  const { t } = useTranslation('extensions')
  const [value, setValue] = useState(2.5)
  return (
    <div className="d-grid gap-2">
      <StarRating label={t('ratings.sample.delivery')} value={value} onChange={setValue} half size={32} />
      <RatingValue value={value} />
    </div>
  )
}
