import { Progress } from 'reactstrap'

/** `multi`: several bars in one track, such as storage by file type. */
export default function ProgressStacked() {
  return (
    <div className="d-grid gap-2">
      <Progress multi>
        <Progress bar value={35} color="primary" aria-label="Photos, 35%" />
        <Progress bar value={20} color="success" aria-label="Documents, 20%" />
        <Progress bar value={15} color="warning" aria-label="Videos, 15%" />
      </Progress>
      <ul className="list-inline small mb-0">
        <li className="list-inline-item">
          <span className="text-primary-emphasis">■</span> Photos 35%
        </li>
        <li className="list-inline-item">
          <span className="text-success-emphasis">■</span> Documents 20%
        </li>
        <li className="list-inline-item">
          <span className="text-warning-emphasis">■</span> Videos 15%
        </li>
      </ul>
    </div>
  )
}
