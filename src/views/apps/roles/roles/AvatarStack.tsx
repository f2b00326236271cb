import { useTranslation } from 'react-i18next'
import { Avatar } from '@core/components/Avatar'
import type { Role } from '../contract'

const shown = 4

/** A few faces and the count of the rest; the card's text already says how many users there are. */
export function AvatarStack({ role }: { role: Role }) {
  const { t } = useTranslation('roles')
  const faces = role.avatars.slice(0, shown)
  const more = role.userCount - faces.length
  return (
    <div className="role-avatars" aria-hidden="true">
      {faces.map((member) => (
        <Avatar
          key={member.name}
          name={member.name}
          src={member.avatar}
          color={member.color}
          size="sm"
          decorative
        />
      ))}
      {more > 0 && (
        <span
          className="avatar-initials bg-secondary-subtle text-secondary-emphasis"
          style={{ width: 26, height: 26, fontSize: 11 }}
        >
          {t('roles.card.more', { count: more })}
        </span>
      )}
    </div>
  )
}
