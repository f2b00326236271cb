import { useState } from 'react'
import { CheckCheck, Trash2 } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router-dom'
import { Button, Card, CardBody } from 'reactstrap'
import { ConfirmDialog } from '@core/components/ConfirmDialog'
import { PageHeader } from '@core/components/PageHeader'
import { QueryState } from '@core/components/QueryState'
import { mutate } from '@core/forms/mutate'
import { Pager } from '@core/list/Pager'
import { useListState } from '@core/list/useListState'
import { NotificationText } from '@widgets/notifications/NotificationText'
import {
  useDeleteNotificationMutation,
  useGetNotificationsQuery,
  useMarkAllNotificationsReadMutation,
  useMarkNotificationReadMutation
} from '@widgets/notifications/api'
import {
  notificationListParams,
  notificationShows,
  type Notification
} from '@/utility/notifications.contract'

const spec = { params: notificationListParams }

export default function NotificationsPage() {
  const { t } = useTranslation('notifications')
  const { state, href, query } = useListState(spec)
  const { data, isLoading, error, refetch } = useGetNotificationsQuery(query)
  const [markRead] = useMarkNotificationReadMutation()
  const [markAll, { isLoading: markingAll }] = useMarkAllNotificationsReadMutation()
  const [remove, { isLoading: removing }] = useDeleteNotificationMutation()
  const [pending, setPending] = useState<Notification | null>(null)
  const notifications = data?.notifications ?? []
  const unread = data?.unread ?? 0
  const pages = Math.max(1, Math.ceil((data?.total ?? 0) / state.perPage))

  const confirm = async () => {
    if (!pending) return
    await mutate(remove(pending.id), { done: t('delete.done') })
    setPending(null)
  }

  return (
    <>
      <PageHeader title={t('title')} />
      <Card>
        <CardBody>
          <div className="d-flex flex-wrap justify-content-between align-items-center gap-2 mb-3">
            <nav aria-label={t('show.label')}>
              <ul className="nav nav-pills">
                {notificationShows.map((show) => (
                  <li key={show} className="nav-item">
                    <Link
                      to={href({ show, page: 1 })}
                      className={`nav-link ${state.show === show ? 'active' : ''}`}
                      aria-current={state.show === show ? 'page' : undefined}
                    >
                      {t(`show.${show}`, { count: unread })}
                    </Link>
                  </li>
                ))}
              </ul>
            </nav>
            <Button
              color="primary"
              outline
              disabled={unread === 0 || markingAll}
              onClick={() => void mutate(markAll(), { done: t('readAll.done') })}
            >
              <CheckCheck size={16} className="me-1" aria-hidden="true" />
              {t('readAll.button')}
            </Button>
          </div>
          {notifications.length > 0 ? (
            <ul className="list-group list-group-flush" aria-label={t('list')}>
              {notifications.map((notification) => (
                <li key={notification.id} className="list-group-item d-flex gap-2 align-items-start px-0">
                  <span className="flex-fill min-w-0">
                    <NotificationText notification={notification} />
                  </span>
                  {!notification.read && (
                    <Button
                      size="sm"
                      color="secondary"
                      outline
                      onClick={() => void markRead(notification.id)}
                      aria-label={t('read.label', { title: notification.title })}
                    >
                      {t('read.button')}
                    </Button>
                  )}
                  <Button
                    size="sm"
                    color="danger"
                    outline
                    onClick={() => setPending(notification)}
                    aria-label={t('delete.label', { title: notification.title })}
                  >
                    <Trash2 size={14} aria-hidden="true" />
                  </Button>
                </li>
              ))}
            </ul>
          ) : (
            <QueryState
              loading={isLoading}
              error={error}
              onRetry={() => void refetch()}
              empty={t(state.show === 'unread' ? 'empty.unread' : 'empty.none')}
            />
          )}
          {pages > 1 && (
            <Pager page={state.page} pages={pages} href={(page) => href({ page })} label={t('pages')} />
          )}
        </CardBody>
      </Card>
      <ConfirmDialog
        isOpen={pending !== null}
        title={t('delete.title')}
        message={t('delete.text', { title: pending?.title ?? '' })}
        confirmLabel={t('delete.button')}
        busy={removing}
        onConfirm={() => void confirm()}
        onCancel={() => setPending(null)}
      />
    </>
  )
}
