import { Avatar } from '@core/components/Avatar'

const statuses = [
  { status: 'online', label: 'Online', picture: 1 },
  { status: 'away', label: 'Away', picture: 5 },
  { status: 'busy', label: 'Busy', picture: 8 },
  { status: 'offline', label: 'Offline', picture: 11 }
] as const

/** A dot on the edge tells whether the person is reachable; the text says it for screen readers. */
export default function AvatarStatus() {
  return (
    <div className="demo-row">
      {statuses.map(({ status, label, picture }) => (
        <span key={status} className="avatar-with-status">
          <Avatar name={`Team member, ${label}`} src={`/images/avatars/${picture}.svg`} size="lg" />
          <span className={`avatar-status avatar-status-${status}`} aria-hidden="true" />
        </span>
      ))}
    </div>
  )
}
