import { Link2, Mail, Share2 } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { DropdownItem } from 'reactstrap'
import { LazyDropdown } from '@core/components/LazyDropdown'
import { copyAndTell } from '@core/components/toast'
import type { Product } from '../contract'

export function ShareMenu({ product }: { product: Product }) {
  const { t } = useTranslation('ecommerce')
  const url = window.location.href
  const copy = () => copyAndTell(url, { copied: t('share.copied'), refused: t('share.copyFailed') })
  return (
    <LazyDropdown
      toggleProps={{
        color: 'secondary',
        outline: true,
        'aria-label': t('share.title'),
        children: <Share2 size={16} aria-hidden="true" />
      }}
    >
      {() => (
        <>
          <DropdownItem onClick={() => void copy()}>
            <Link2 size={16} aria-hidden="true" className="me-2" />
            {t('share.copy')}
          </DropdownItem>
          <DropdownItem
            tag="a"
            href={`mailto:?subject=${encodeURIComponent(product.name)}&body=${encodeURIComponent(url)}`}
          >
            <Mail size={16} aria-hidden="true" className="me-2" />
            {t('share.email')}
          </DropdownItem>
        </>
      )}
    </LazyDropdown>
  )
}
