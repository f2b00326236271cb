import { Bell } from 'lucide-react'

/** The bell in the navbar placeholder, drawn with the page until NavbarNotifications arrives. */
export default function NotificationsPlaceholder() {
  return (
    <span className="nav-icon-btn">
      <Bell size={20} />
    </span>
  )
}
