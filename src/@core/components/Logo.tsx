import { Link } from 'react-router-dom'
import { themeConfig } from '@/configs/themeConfig'

export function LogoMark({ size = 32 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <rect width="32" height="32" rx="8" fill="var(--bs-primary)" />
      <path
        d="M9 23V9l14 14V9"
        fill="none"
        stroke="#fff"
        strokeWidth="3"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <circle cx="23" cy="9" r="2.2" fill="#9fe3c7" />
    </svg>
  )
}

export function BrandLink({ to = '/', className = '' }: { to?: string; className?: string }) {
  return (
    <Link to={to} className={`menu-brand ${className}`} aria-label={`${themeConfig.app.name} home`}>
      <LogoMark />
      <span className="brand-text">{themeConfig.app.name}</span>
    </Link>
  )
}
