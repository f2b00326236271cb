import { Avatar } from '@core/components/Avatar'
import type { Employee } from '../contract'

/** The picture (or initials), the name and the post. */
export function EmployeeCell({ employee }: { employee: Employee }) {
  return (
    <div className="d-flex align-items-center gap-2 py-1">
      <Avatar name={employee.full_name} src={employee.avatar} size="sm" decorative />
      <div className="d-flex flex-column">
        <span className="fw-medium text-body-emphasis">{employee.full_name}</span>
        <small className="text-body-secondary">{employee.post}</small>
      </div>
    </div>
  )
}
