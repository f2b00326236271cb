import { useTranslation } from 'react-i18next'
import { Link } from 'react-router-dom'
import { FolderOpen, House, Image } from 'lucide-react'
import { Breadcrumb, BreadcrumbItem } from 'reactstrap'

/** An icon before each crumb; on a phone the icon alone can stand for the home link. */
export default function BreadcrumbWithIcons() {
  const { t } = useTranslation('components')
  return (
    <Breadcrumb aria-label={t('breadcrumbs.sample.withIcons')} listClassName="mb-0">
      <BreadcrumbItem>
        <Link to="/" className="d-inline-flex align-items-center gap-1">
          <House size={14} aria-hidden="true" /> {t('breadcrumbs.sample.home')}
        </Link>
      </BreadcrumbItem>
      <BreadcrumbItem>
        <Link to="/forms/elements/file-uploader" className="d-inline-flex align-items-center gap-1">
          <FolderOpen size={14} aria-hidden="true" /> {t('breadcrumbs.sample.files')}
        </Link>
      </BreadcrumbItem>
      <BreadcrumbItem active className="d-inline-flex align-items-center gap-1">
        <Image size={14} aria-hidden="true" /> holiday-2026.png
      </BreadcrumbItem>
    </Breadcrumb>
  )
}
