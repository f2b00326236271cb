import { CircleDollarSign, CircleHelp, LogOut, Settings, User } from 'lucide-react'
import { Link, useNavigate } from 'react-router-dom'
import { useTranslation } from 'react-i18next'
import { DropdownItem } from 'reactstrap'
import { LazyDropdown } from '@core/components/LazyDropdown'
import { logoutUser, selectUserData } from '@/redux/auth'
import { useAppDispatch, useAppSelector } from '@/redux/hooks'
import { areas } from '@/views/areas'
import { UserIdentity } from '../NavbarPlaceholder'

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
  if (!user) return null
  const name = user.fullName || user.username
  if (!ready)
    return (
      <span className="d-flex p-1 ms-1" aria-hidden="true">
        <UserIdentity name={name} avatar={user.avatar} />
      </span>
    )
  const links = userPages()

  const signOut = async () => {
    await dispatch(logoutUser())
    // An explicit sign-out goes to a clean /login, not back to this page after the next sign-in.
    navigate('/login', { replace: true })
  }

  return (
    <LazyDropdown
      nav
      inNavbar
      tag="div"
      className="user-dropdown"
      menuProps={{ end: true }}
      toggleProps={{
        tag: 'button',
        type: 'button',
        className: 'btn btn-link no-ripple d-flex border-0 p-1 ms-1 text-decoration-none',
        'aria-label': t('userMenu.open', { name }),
        children: <UserIdentity name={name} role={t(`roles.${user.role}`)} avatar={user.avatar} />
      }}
    >
      {() => (
        <>
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
        </>
      )}
    </LazyDropdown>
  )
}
