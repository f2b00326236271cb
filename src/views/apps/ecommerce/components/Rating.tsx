import { Star } from 'lucide-react'
import { useTranslation } from 'react-i18next'

export function Rating({ value, size = 16 }: { value: number; size?: number }) {
  const { t } = useTranslation('ecommerce')
  return (
    <span className="product-rating" role="img" aria-label={t('product.rating', { count: value })}>
      {[1, 2, 3, 4, 5].map((star) => (
        <Star key={star} size={size} aria-hidden="true" className={star <= value ? 'filled' : 'empty'} />
      ))}
    </span>
  )
}
