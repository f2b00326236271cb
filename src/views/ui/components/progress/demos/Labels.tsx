import { Progress } from 'reactstrap'

/** The value written on the bar, or beside it when the bar is thin; `aria-label` names each bar. */
export default function ProgressLabels() {
  return (
    <div className="d-grid gap-3">
      <Progress value={25} aria-label="Upload progress">25%</Progress>
      <Progress value={60} aria-label="Storage used">60%</Progress>
      <div>
        <div className="d-flex justify-content-between small mb-1">
          <span>Profile completed</span>
          <span>80%</span>
        </div>
        <Progress value={80} style={{ height: '6px' }} aria-label="Profile completed" />
      </div>
    </div>
  )
}
