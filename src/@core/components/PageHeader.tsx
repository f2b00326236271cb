import type { ReactNode } from 'react'
import { Link } from 'react-router-dom'
import { useTranslation } from 'react-i18next'

export interface Crumb {
  label: string
  to?: string
}

export function PageHeader({
  title,
  crumbs = [],
  actions
}: {
  title: string
  crumbs?: Crumb[]
  actions?: ReactNode
}) {
  const { t } = useTranslation()
  return (
    <div className="page-header">
      <div>
        <h1>{title}</h1>
        <nav aria-label={t('shell.breadcrumb')}>
          <ol className="breadcrumb">
            <li className="breadcrumb-item">
              <Link to="/">{t('nav.home')}</Link>
            </li>
            {crumbs
              .filter((crumb) => crumb.label !== title)
              .map((crumb) => (
                <li key={crumb.label} className="breadcrumb-item">
                  {crumb.to ? <Link to={crumb.to}>{crumb.label}</Link> : crumb.label}
                </li>
              ))}
            <li className="breadcrumb-item active" aria-current="page">
              {title}
            </li>
          </ol>
        </nav>
      </div>
      {actions}
    </div>
  )
}
