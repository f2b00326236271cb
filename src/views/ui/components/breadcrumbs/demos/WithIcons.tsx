import { FolderOpen, House, Image } from 'lucide-react'
import { Breadcrumb, BreadcrumbItem } from 'reactstrap'

/** An icon before each crumb; on a phone the icon alone can stand for the home link. */
export default function BreadcrumbWithIcons() {
  return (
    <Breadcrumb aria-label="Breadcrumb with icons" listClassName="mb-0">
      <BreadcrumbItem>
        <a href="#home" className="d-inline-flex align-items-center gap-1">
          <House size={14} aria-hidden="true" /> Home
        </a>
      </BreadcrumbItem>
      <BreadcrumbItem>
        <a href="#files" className="d-inline-flex align-items-center gap-1">
          <FolderOpen size={14} aria-hidden="true" /> Files
        </a>
      </BreadcrumbItem>
      <BreadcrumbItem active className="d-inline-flex align-items-center gap-1">
        <Image size={14} aria-hidden="true" /> holiday-2026.png
      </BreadcrumbItem>
    </Breadcrumb>
  )
}
