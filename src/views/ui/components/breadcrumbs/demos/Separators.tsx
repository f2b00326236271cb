import { useTranslation } from 'react-i18next'
import { Link } from 'react-router-dom'
import type { CSSProperties } from 'react'
import { Breadcrumb, BreadcrumbItem } from 'reactstrap'

// The chevron has a mirrored twin for RTL (components.scss, .breadcrumb-chevron).
const separators: [string, string | null][] = [
  ['slash', "'/'"],
  ['chevron', null],
  ['dot', "'•'"],
  ['dash', "'–'"]
]

/** The separator is one CSS variable: `--bs-breadcrumb-divider`. */
export default function BreadcrumbSeparators() {
  const { t } = useTranslation('components')
  return (
    <div className="d-grid gap-2">
      {separators.map(([name, divider]) => (
        <Breadcrumb
          key={name}
          aria-label={t('breadcrumbs.sample.withSeparators', {
            name: t(`breadcrumbs.sample.${name}`).toLowerCase()
          })}
          className={divider ? undefined : 'breadcrumb-chevron'}
          style={divider ? ({ '--bs-breadcrumb-divider': divider } as CSSProperties) : undefined}
          listClassName="mb-0"
        >
          <BreadcrumbItem>
            <Link to="/">{t('breadcrumbs.sample.home')}</Link>
          </BreadcrumbItem>
          <BreadcrumbItem>
            <Link to="/pages/account-settings">{t('breadcrumbs.sample.settings')}</Link>
          </BreadcrumbItem>
          <BreadcrumbItem active>{t(`breadcrumbs.sample.${name}`)}</BreadcrumbItem>
        </Breadcrumb>
      ))}
    </div>
  )
}
