import { useEffect, useRef } from 'react'
import { CornerUpLeft, Forward, MailX, Pencil } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Button } from 'reactstrap'
import { QueryState } from '@core/components/QueryState'
import { useDemoText } from '@core/hooks/useDemoText'
import { useGetEmailQuery, usePaginateEmailMutation } from '../api'
import type { EmailResponse } from '../contract'
import type { ComposeStart } from '../composer/compose'
import { continueDraft, forwardOf, replyTo } from '../composer/compose'
import { LabelBadges } from '../components/MailMenus'
import type { MailActions } from '../useMailActions'
import { DetailToolbar, type DetailHandlers } from './DetailToolbar'
import { MailMessage } from './MailMessage'

interface Props {
  id: number
  onOpen: (id: number, replace?: boolean) => void
  onClose: () => void
  onCompose: (start: ComposeStart) => void
  actions: MailActions
}

export function MailDetail({ id, onOpen, onClose, onCompose, actions }: Props) {
  const { t } = useTranslation('email')
  const demo = useDemoText('email')
  const query = useGetEmailQuery(id)
  const [paginate, { isLoading: paging }] = usePaginateEmailMutation()
  // Only the open mail's answer: `data` would keep the previous mail while the next one loads or fails.
  const email = query.currentData

  // Once per opened mail: "mark unread" keeps it unread until it is opened again.
  const marked = useRef<number | null>(null)
  useEffect(() => {
    if (!email || marked.current === email.id) return
    marked.current = email.id
    if (!email.isRead) void actions.markOpened(email.id)
  }, [email, actions])

  if (query.error && 'status' in query.error && query.error.status === 404) {
    return (
      <div className="text-center py-5 px-3">
        <MailX size={40} className="text-body-secondary mb-3" aria-hidden />
        <h2 className="h5">{t('notFound.mail')}</h2>
        <Button color="primary" onClick={onClose}>
          {t('detail.back')}
        </Button>
      </div>
    )
  }
  if (!email) return <QueryState loading={query.isFetching} error={query.error} onRetry={query.refetch} />

  const ids = [email.id]
  const on: DetailHandlers = {
    back: onClose,
    page: async (dir) => {
      const result = await paginate({ dir, emailId: email.id })
      if ('data' in result && result.data) onOpen(result.data.id, true)
    },
    move: async (folder) => (await actions.move(ids, folder)) && onClose(),
    toggleLabel: (label) => void actions.toggleLabel(ids, label),
    markUnread: async () => (await actions.markRead(ids, false)) && onClose(),
    trashOrRestore: async () =>
      (await (email.folder === 'trash' ? actions.restore(ids) : actions.trash(ids))) && onClose(),
    star: () => void actions.star(ids, !email.isStarred)
  }
  return (
    <>
      <DetailToolbar email={email} paging={paging} on={on} />
      <div className="nl-mail-scroll nl-mail-detail p-3">
        <div className="d-flex flex-wrap align-items-center gap-2 mb-3">
          <h2 className="h4 mb-0 text-break" dir="auto">
            {demo(`subjects.${email.id}`, email.subject) || t('detail.noSubject')}
          </h2>
          <LabelBadges labels={email.labels} />
        </div>
        <Thread email={email} />
        <div className="d-flex flex-wrap gap-2">
          {email.folder === 'draft' && (
            <Button color="primary" onClick={() => onCompose(continueDraft(email))}>
              <Pencil size={16} className="me-2" aria-hidden />
              {t('detail.continueDraft')}
            </Button>
          )}
          <Button color="primary" outline onClick={() => onCompose(replyTo(email))}>
            <CornerUpLeft size={16} className="me-2" aria-hidden />
            {t('detail.reply')}
          </Button>
          <Button color="secondary" outline onClick={() => onCompose(forwardOf(email))}>
            <Forward size={16} className="me-2" aria-hidden />
            {t('detail.forward')}
          </Button>
        </div>
      </div>
    </>
  )
}

function Thread({ email }: { email: EmailResponse }) {
  return (
    <>
      {email.replies.map((reply) => (
        <MailMessage key={reply.id} message={reply} initiallyOpen={false} />
      ))}
      <MailMessage key={email.id} message={email} initiallyOpen />
    </>
  )
}
