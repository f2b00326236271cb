import { Link2, Mail, Share2 } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Dropdown, DropdownItem, DropdownMenu, DropdownToggle } from 'reactstrap'
import { useState } from 'react'
import { copyAndTell } from '@core/components/toast'
import type { Product } from '../contract'

export function ShareMenu({ product }: { product: Product }) {
  const { t } = useTranslation('ecommerce')
  const [open, setOpen] = useState(false)
  const url = window.location.href
  const copy = () => copyAndTell(url, { copied: t('share.copied'), refused: t('share.copyFailed') })
  return (
    <Dropdown isOpen={open} toggle={() => setOpen(!open)}>
      <DropdownToggle color="secondary" outline aria-label={t('share.title')}>
        <Share2 size={16} aria-hidden="true" />
      </DropdownToggle>
      <DropdownMenu>
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
      </DropdownMenu>
    </Dropdown>
  )
}
