import { Heart } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { themeConfig } from '@/configs/themeConfig'

export function Footer() {
  const { t } = useTranslation()
  return (
    <footer className="layout-footer">
      <div className="footer-inner">
        <span>{t('shell.footerRights', { year: new Date().getFullYear(), name: themeConfig.app.name })}</span>
        <span className="d-inline-flex align-items-center gap-1">
          {t('shell.footerMade')} <Heart size={14} className="text-danger" aria-hidden="true" />
        </span>
      </div>
    </footer>
  )
}
