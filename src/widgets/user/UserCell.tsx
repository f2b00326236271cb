import { Link } from 'react-router-dom'
import { Avatar, type AvatarColor } from '@core/components/Avatar'

/** The fields of a person the cell shows; the users and roles lists both pass their rows. */
export interface UserCellPerson {
  fullName: string
  email: string
  avatar?: string
  avatarColor?: AvatarColor
}

/** A person in a table: avatar, name (a link when `to` is given) and email under it. */
export function UserCell({ user, to }: { user: UserCellPerson; to?: string }) {
  return (
    <div className="d-flex align-items-center gap-2 py-2 text-truncate">
      <Avatar name={user.fullName} src={user.avatar} color={user.avatarColor} decorative />
      <div className="d-flex flex-column text-truncate">
        {to ? (
          <Link to={to} className="fw-semibold text-truncate">
            {user.fullName}
          </Link>
        ) : (
          <span className="fw-semibold text-truncate">{user.fullName}</span>
        )}
        <small className="text-body-secondary text-truncate">{user.email}</small>
      </div>
    </div>
  )
}
