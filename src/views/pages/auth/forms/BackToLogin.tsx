import { ChevronLeft } from 'lucide-react'
import { Link } from 'react-router-dom'
import { useTranslation } from 'react-i18next'

export function BackToLogin({ to }: { to: string }) {
  const { t } = useTranslation('auth')
  return (
    <p className="text-center mt-3 mb-0">
      <Link to={to} className="d-inline-flex align-items-center gap-1">
        {/* The chevron points back in the reading direction, so it flips in RTL. */}
        <ChevronLeft size={16} aria-hidden="true" className="auth-back-icon" />
        {t('common.backToLogin')}
      </Link>
    </p>
  )
}
