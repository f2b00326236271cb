import { useId, type ComponentType } from 'react'
import { useTranslation } from 'react-i18next'
import { Star, type LucideProps } from 'lucide-react'
import './ratings.scss'
import { numberFormat } from '@/utility/format'

interface Props {
  label: string
  value: number
  onChange?: (value: number) => void
  max?: number
  half?: boolean
  size?: number
  color?: string
  icon?: ComponentType<LucideProps>
}

/** Stars over a native radio group: arrows change the value, each choice is announced; read-only without onChange. */
export function StarRating({
  label,
  value,
  onChange,
  max = 5,
  half = false,
  size = 24,
  color,
  icon: Icon = Star
}: Props) {
  const { t, i18n } = useTranslation('extensions')
  const shown = (number: number) => numberFormat(i18n.language).format(number)
  const name = useId()
  const step = half ? 0.5 : 1
  const choices = Array.from({ length: max / step }, (_, index) => (index + 1) * step)
  const stars = Array.from({ length: max }, (_, index) => Math.min(1, Math.max(0, value - index)))
  const picture = (
    <span className="star-rating-stars" aria-hidden="true" style={{ color }}>
      {stars.map((fill, index) => (
        <span key={index} className="star-rating-star">
          <Icon size={size} className="star-rating-empty" />
          <span className="star-rating-fill" style={{ width: `${fill * 100}%` }}>
            <Icon size={size} fill="currentColor" />
          </span>
        </span>
      ))}
    </span>
  )
  if (!onChange) {
    return (
      <span
        className="star-rating"
        role="img"
        aria-label={t('ratings.sample.rated', { label, value: shown(value), max })}
      >
        {picture}
      </span>
    )
  }
  return (
    <fieldset className="star-rating star-rating-input">
      <legend className="visually-hidden">{label}</legend>
      {picture}
      <span
        className="star-rating-choices"
        style={{ gridTemplateColumns: `repeat(${choices.length}, ${size * step}px)` }}
      >
        {choices.map((choice) => (
          <label key={choice} className="star-rating-choice">
            <input
              type="radio"
              className="visually-hidden"
              name={name}
              value={choice}
              checked={value === choice}
              onChange={() => onChange(choice)}
            />
            <span className="visually-hidden">
              {t('ratings.sample.stars', { count: choice, shown: shown(choice) })}
            </span>
          </label>
        ))}
      </span>
    </fieldset>
  )
}
