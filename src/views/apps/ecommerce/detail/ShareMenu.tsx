import { Share2 } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { LazyDropdown } from '@core/components/LazyDropdown'
import { ShareItems } from '@core/components/ShareItems'
import type { Product } from '../contract'

export function ShareMenu({ product }: { product: Product }) {
  const { t } = useTranslation('ecommerce')
  return (
    <LazyDropdown
      toggleProps={{
        color: 'secondary',
        outline: true,
        'aria-label': t('share.title'),
        children: <Share2 size={16} aria-hidden="true" />
      }}
    >
      {() => <ShareItems subject={product.name} />}
    </LazyDropdown>
  )
}
