import { Bell, Mail } from 'lucide-react'
import { Badge, Button } from 'reactstrap'

/** A counter on a button or an icon: the count is part of the button's name. */
export default function BadgeNotification() {
  return (
    <div className="demo-row">
      <Button color="primary">
        Inbox{' '}
        <Badge color="light" className="text-bg-light ms-1">
          12
        </Badge>
      </Button>
      <Button color="secondary" outline className="position-relative" aria-label="Notifications, 5 unread">
        <Bell size={18} aria-hidden="true" />
        <Badge
          color="danger"
          pill
          className="text-bg-danger position-absolute top-0 start-100 translate-middle"
        >
          5
        </Badge>
      </Button>
      <Button color="secondary" outline className="position-relative" aria-label="Messages, new">
        <Mail size={18} aria-hidden="true" />
        <span
          className={
            'position-absolute top-0 start-100 translate-middle ' +
            'p-1 bg-danger border border-light rounded-circle'
          }
          aria-hidden="true"
        />
      </Button>
    </div>
  )
}
