import type { CSSProperties } from 'react'
import { Breadcrumb, BreadcrumbItem } from 'reactstrap'

// The chevron has a mirrored twin for RTL (components.scss, .breadcrumb-chevron).
const separators: [string, string | null][] = [
  ['Slash', "'/'"],
  ['Chevron', null],
  ['Dot', "'•'"],
  ['Dash', "'–'"]
]

/** The separator is one CSS variable: `--bs-breadcrumb-divider`. */
export default function BreadcrumbSeparators() {
  return (
    <div className="d-grid gap-2">
      {separators.map(([name, divider]) => (
        <Breadcrumb
          key={name}
          aria-label={`Breadcrumb with ${name.toLowerCase()} separators`}
          className={divider ? undefined : 'breadcrumb-chevron'}
          style={divider ? ({ '--bs-breadcrumb-divider': divider } as CSSProperties) : undefined}
          listClassName="mb-0"
        >
          <BreadcrumbItem>
            <a href="#home">Home</a>
          </BreadcrumbItem>
          <BreadcrumbItem>
            <a href="#settings">Settings</a>
          </BreadcrumbItem>
          <BreadcrumbItem active>{name}</BreadcrumbItem>
        </Breadcrumb>
      ))}
    </div>
  )
}
