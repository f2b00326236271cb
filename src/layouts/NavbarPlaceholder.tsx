import type { ComponentType } from 'react'
import { Languages, Moon, Search, Star, Sun } from 'lucide-react'
import { Avatar } from '@core/components/Avatar'
import { useSkin } from '@core/hooks/useSkin'
import { selectUserData } from '@/redux/auth'
import { useAppSelector } from '@/redux/hooks'

// The icons of the areas' navbar widgets (the shop's cart), found as NavbarContent finds the widgets.
const widgetIcons = Object.entries(
  import.meta.glob<ComponentType>('/src/views/**/navbar/placeholder.tsx', { eager: true, import: 'default' })
)

/** The navbar's fixed icons, the user's name and avatar, drawn with the page until the working items arrive. */
export function NavbarPlaceholder() {
  const user = useAppSelector(selectUserData)
  const { isDark } = useSkin()
  const name = user ? user.fullName || user.username : ''
  return (
    <>
      <div className="d-flex align-items-center gap-1 min-w-0" aria-hidden="true">
        <span className="nav-icon-btn">
          <Star size={20} className="text-warning" />
        </span>
        <span className="nav-icon-btn">
          <Search size={20} />
        </span>
      </div>
      <div className="navbar-actions" aria-hidden="true">
        <span className="nav-icon-btn">
          <Languages size={20} />
        </span>
        <span className="nav-icon-btn">{isDark ? <Sun size={20} /> : <Moon size={20} />}</span>
        {widgetIcons.map(([file, WidgetIcon]) => (
          <WidgetIcon key={file} />
        ))}
        {user && (
          <span className="d-flex p-1 ms-1">
            <UserIdentity name={name} avatar={user.avatar} />
          </span>
        )}
      </div>
    </>
  )
}

/** Name, role and avatar as the user menu's toggle shows them; the role line keeps its height while it loads. */
export function UserIdentity({ name, role, avatar }: { name: string; role?: string; avatar?: string }) {
  return (
    <span className="d-flex align-items-center gap-2">
      <span className="d-none d-lg-flex flex-column text-end lh-sm text-nowrap">
        <span className="fw-semibold text-body">{name}</span>
        <small className="text-body-secondary">{role ?? '\u00a0'}</small>
      </span>
      <Avatar name={name} src={avatar} size="md" decorative />
    </span>
  )
}
