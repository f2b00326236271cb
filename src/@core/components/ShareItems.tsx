import { Link2, Mail } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { DropdownItem } from 'reactstrap'
import { copyAndTell } from './toast'

/** A share menu's items for this page's address: copy it, or mail it. */
export function ShareItems({ subject }: { subject: string }) {
  const { t } = useTranslation()
  const url = window.location.href
  const copy = () => copyAndTell(url, { copied: t('share.copied'), refused: t('share.copyFailed') })
  return (
    <>
      <DropdownItem onClick={() => void copy()}>
        <Link2 size={16} aria-hidden="true" className="me-2" />
        {t('share.copy')}
      </DropdownItem>
      <DropdownItem
        tag="a"
        href={`mailto:?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(url)}`}
      >
        <Mail size={16} aria-hidden="true" className="me-2" />
        {t('share.email')}
      </DropdownItem>
    </>
  )
}
