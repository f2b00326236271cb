import { Breadcrumb, BreadcrumbItem } from 'reactstrap'

/** Where the page sits; the last crumb is the current page and is not a link. */
export default function BreadcrumbBasic() {
  return (
    <div className="d-grid gap-2">
      <Breadcrumb aria-label="Breadcrumb, one level">
        <BreadcrumbItem active>Home</BreadcrumbItem>
      </Breadcrumb>
      <Breadcrumb aria-label="Breadcrumb, two levels">
        <BreadcrumbItem>
          <a href="#home">Home</a>
        </BreadcrumbItem>
        <BreadcrumbItem active>Library</BreadcrumbItem>
      </Breadcrumb>
      <Breadcrumb aria-label="Breadcrumb, three levels" listClassName="mb-0">
        <BreadcrumbItem>
          <a href="#home">Home</a>
        </BreadcrumbItem>
        <BreadcrumbItem>
          <a href="#library">Library</a>
        </BreadcrumbItem>
        <BreadcrumbItem active>Data</BreadcrumbItem>
      </Breadcrumb>
    </div>
  )
}
