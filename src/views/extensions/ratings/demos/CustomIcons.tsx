import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Heart, ThumbsUp } from 'lucide-react'
import { RatingValue } from '../RatingValue'
import { StarRating } from '../StarRating'

/** Any icon and any colour: the theme's danger and success tones follow the skin. */
export default function RatingsCustomIcons() {
  const { t } = useTranslation('extensions')
  const [love, setLove] = useState(4)
  const [likes, setLikes] = useState(2)
  return (
    <div className="d-grid gap-3">
      <div className="d-grid gap-1">
        <StarRating
          label={t('ratings.sample.love')}
          value={love}
          onChange={setLove}
          icon={Heart}
          color="var(--bs-danger)"
        />
        <RatingValue value={love} />
      </div>
      <div className="d-grid gap-1">
        <StarRating
          label={t('ratings.sample.helpful')}
          value={likes}
          onChange={setLikes}
          icon={ThumbsUp}
          color="var(--bs-success)"
        />
        <RatingValue value={likes} />
      </div>
    </div>
  )
}
