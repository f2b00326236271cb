import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { RatingValue } from '../RatingValue'
import { StarRating } from '../StarRating'

/** Click a star, or Tab to the stars and use the arrow keys. */
export default function RatingsBasic() {
  const { t } = useTranslation('extensions')
  const [value, setValue] = useState(3)
  return (
    <div className="d-grid gap-2">
      <StarRating label={t('ratings.sample.service')} value={value} onChange={setValue} />
      <RatingValue value={value} />
    </div>
  )
}
