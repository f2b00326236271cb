import { useTranslation } from 'react-i18next'
import { numberFormat } from '@/utility/format'

/** The value a rating holds, in words, announced when it changes. */
export function RatingValue({ value, max = 5 }: { value: number; max?: number }) {
  const { t, i18n } = useTranslation('extensions')
  return (
    <p className="mb-0 text-body-secondary" aria-live="polite">
      {t('ratings.sample.value', { value: numberFormat(i18n.language).format(value), max })}
    </p>
  )
}
