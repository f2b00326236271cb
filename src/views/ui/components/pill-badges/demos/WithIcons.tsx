import { CircleCheck, CircleX, Loader } from 'lucide-react'
import { Badge } from 'reactstrap'

/** Pills with an icon and a counter beside a label. */
export default function PillBadgeWithIcons() {
  return (
    <div className="d-grid gap-3">
      <div className="demo-row">
        <Badge
          pill
          color="success-subtle"
          className="text-success-emphasis d-inline-flex align-items-center gap-1"
        >
          <CircleCheck size={12} aria-hidden="true" /> Active
        </Badge>
        <Badge
          pill
          color="warning-subtle"
          className="text-warning-emphasis d-inline-flex align-items-center gap-1"
        >
          <Loader size={12} aria-hidden="true" /> Processing
        </Badge>
        <Badge
          pill
          color="danger-subtle"
          className="text-danger-emphasis d-inline-flex align-items-center gap-1"
        >
          <CircleX size={12} aria-hidden="true" /> Failed
        </Badge>
      </div>
      <ul className="list-unstyled mb-0 d-grid gap-2" style={{ maxInlineSize: '18rem' }}>
        {[
          ['Open tickets', 14],
          ['Awaiting reply', 3],
          ['Solved today', 27]
        ].map(([label, count]) => (
          <li key={label} className="d-flex justify-content-between align-items-center">
            {label}
            <Badge pill color="primary" className="text-bg-primary">
              {count}
            </Badge>
          </li>
        ))}
      </ul>
    </div>
  )
}
