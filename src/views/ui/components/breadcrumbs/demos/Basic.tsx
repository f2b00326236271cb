import { useTranslation } from 'react-i18next'
import { Link } from 'react-router-dom'
import { Breadcrumb, BreadcrumbItem } from 'reactstrap'

/** Where the page sits; the last crumb is the current page and is not a link. */
export default function BreadcrumbBasic() {
  const { t } = useTranslation('components')
  return (
    <div className="d-grid gap-2">
      <Breadcrumb aria-label={t('breadcrumbs.sample.one')}>
        <BreadcrumbItem active>{t('breadcrumbs.sample.home')}</BreadcrumbItem>
      </Breadcrumb>
      <Breadcrumb aria-label={t('breadcrumbs.sample.two')}>
        <BreadcrumbItem>
          <Link to="/">{t('breadcrumbs.sample.home')}</Link>
        </BreadcrumbItem>
        <BreadcrumbItem active>{t('breadcrumbs.sample.library')}</BreadcrumbItem>
      </Breadcrumb>
      <Breadcrumb aria-label={t('breadcrumbs.sample.three')} listClassName="mb-0">
        <BreadcrumbItem>
          <Link to="/">{t('breadcrumbs.sample.home')}</Link>
        </BreadcrumbItem>
        <BreadcrumbItem>
          <Link to="/pages/knowledge-base">{t('breadcrumbs.sample.library')}</Link>
        </BreadcrumbItem>
        <BreadcrumbItem active>{t('breadcrumbs.sample.data')}</BreadcrumbItem>
      </Breadcrumb>
    </div>
  )
}
