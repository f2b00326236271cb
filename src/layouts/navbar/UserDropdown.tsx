import { CircleDollarSign, CircleHelp, LogOut, Settings, User } from 'lucide-react'
import { Link, useNavigate } from 'react-router-dom'
import { useTranslation } from 'react-i18next'
import { DropdownItem, DropdownMenu, DropdownToggle, UncontrolledDropdown } from 'reactstrap'
import { Avatar } from '@core/components/Avatar'
import { logoutUser, selectUserData } from '@/redux/auth'
import { useAppDispatch, useAppSelector } from '@/redux/hooks'
import { areas } from '@/views/areas'

const pages = [
  { to: '/pages/profile', key: 'profile', icon: User },
  { to: '/pages/account-settings', key: 'settings', icon: Settings },
  { to: '/pages/pricing', key: 'pricing', icon: CircleDollarSign },
  { to: '/pages/faq', key: 'faq', icon: CircleHelp }
] as const

const registered = new Set(areas.flatMap((area) => area.routes.map((route) => route.path)))

// Each page shows once its route is registered: never a dead link.
export const userPages = (paths: ReadonlySet<string> = registered) => pages.filter(({ to }) => paths.has(to))

export function UserDropdown() {
  // No suspense: the navbar must not blank the page while the `auth` strings load.
  const { t, ready } = useTranslation('auth', { useSuspense: false })
  const user = useAppSelector(selectUserData)
  const dispatch = useAppDispatch()
  const navigate = useNavigate()
  if (!user || !ready) return null
  const links = userPages()
  const name = user.fullName || user.username

  const signOut = async () => {
    await dispatch(logoutUser())
    // An explicit sign-out goes to a clean /login, not back to this page after the next sign-in.
    navigate('/login', { replace: true })
  }

  return (
    <UncontrolledDropdown nav inNavbar tag="div" className="user-dropdown">
      <DropdownToggle
        tag="button"
        type="button"
        className="btn btn-link no-ripple d-flex align-items-center gap-2 border-0 p-1 ms-1 text-decoration-none"
        aria-label={t('userMenu.open', { name })}
      >
        <span className="d-none d-lg-flex flex-column text-end lh-sm text-nowrap">
          <span className="fw-semibold text-body">{name}</span>
          <small className="text-body-secondary">{t(`roles.${user.role}`)}</small>
        </span>
        <Avatar name={name} src={user.avatar} size="md" decorative />
      </DropdownToggle>
      <DropdownMenu end>
        <DropdownItem header className="d-lg-none">
          {name} · {t(`roles.${user.role}`)}
        </DropdownItem>
        {links.map(({ to, key, icon: Icon }) => (
          <DropdownItem key={key} tag={Link} to={to} className="d-flex align-items-center gap-2">
            <Icon size={16} aria-hidden="true" />
            {t(`userMenu.${key}`)}
          </DropdownItem>
        ))}
        {links.length > 0 && <DropdownItem divider />}
        <DropdownItem className="d-flex align-items-center gap-2" onClick={() => void signOut()}>
          <LogOut size={16} aria-hidden="true" />
          {t('userMenu.logout')}
        </DropdownItem>
      </DropdownMenu>
    </UncontrolledDropdown>
  )
}
