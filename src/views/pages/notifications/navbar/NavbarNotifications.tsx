import { useEffect, useRef, useState } from 'react'
import { Bell } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Link, useLocation } from 'react-router-dom'
import { DropdownItem } from 'reactstrap'
import { LazyDropdown } from '@core/components/LazyDropdown'
import { CountedIcon, navbarIconToggle } from '@core/components/navbar/CountedIcon'
import { NotificationText } from '@widgets/notifications/NotificationText'
import {
  useGetNotificationsQuery,
  useMarkAllNotificationsReadMutation,
  useMarkNotificationReadMutation
} from '@widgets/notifications/api'
import { notificationsPath } from '../routes.contract'
import './notifications.scss'

const latest = { perPage: 5 }
// Notifications come from other users and background calls: the bell asks again now and then and on each page.
const pollingInterval = 30_000

/** Says politely how many are unread when the count grows, never on the first answer. */
function useArrivals(unread: number | undefined): string {
  const { t } = useTranslation('notifications', { useSuspense: false })
  const seen = useRef<number | undefined>(undefined)
  const [said, setSaid] = useState('')
  useEffect(() => {
    if (unread === undefined) return
    if (seen.current !== undefined && unread > seen.current) setSaid(t('bell.arrived', { count: unread }))
    seen.current = unread
  }, [unread, t])
  return said
}

export default function NavbarNotifications() {
  // No suspense: the navbar must not blank the page while the strings load.
  const { t, ready } = useTranslation('notifications', { useSuspense: false })
  const { pathname } = useLocation()
  const inbox = useGetNotificationsQuery(latest, { pollingInterval })
  const [markRead] = useMarkNotificationReadMutation()
  const [markAll] = useMarkAllNotificationsReadMutation()
  const [open, setOpen] = useState(false)
  const unread = inbox.data?.unread
  const said = useArrivals(unread)
  const { refetch, isUninitialized } = inbox
  useEffect(() => {
    if (!isUninitialized) void refetch()
  }, [pathname, refetch, isUninitialized])
  if (!ready) return null
  const count = unread ?? 0
  const items = inbox.data?.notifications ?? []

  return (
    <>
      <LazyDropdown
        open={open}
        onOpenChange={setOpen}
        nav
        inNavbar
        tag="div"
        className="navbar-notifications"
        menuProps={{ end: true, className: 'navbar-notifications-menu p-0' }}
        toggleProps={{
          ...navbarIconToggle,
          'aria-label': t('bell.open', { count }),
          'aria-busy': inbox.isLoading || undefined,
          children: (
            <CountedIcon
              icon={Bell}
              count={count}
              color="danger"
              badgeClassName="navbar-notifications-count"
              testId="unread-count"
            />
          )
        }}
      >
        {() => (
          <>
            <div className="d-flex justify-content-between align-items-center gap-2 px-3 py-2 border-bottom">
              <h2 className="h6 mb-0">{t('title')}</h2>
              {count > 0 && (
                <button type="button" className="btn btn-link btn-sm p-0" onClick={() => void markAll()}>
                  {t('readAll.button')}
                </button>
              )}
            </div>
            {items.length === 0 ? (
              <p className="px-3 py-4 text-center text-body-secondary mb-0">{t('empty.none')}</p>
            ) : (
              items.map((item) => (
                <DropdownItem
                  key={item.id}
                  className="text-wrap py-2 border-bottom"
                  toggle={false}
                  onClick={() => void (item.read ? undefined : markRead(item.id))}
                >
                  <NotificationText notification={item} />
                </DropdownItem>
              ))
            )}
            <DropdownItem tag={Link} to={notificationsPath} className="text-center py-2">
              {t('bell.all')}
            </DropdownItem>
          </>
        )}
      </LazyDropdown>
      <span className="visually-hidden" aria-live="polite">
        {said}
      </span>
    </>
  )
}
