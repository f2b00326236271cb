import { ArchiveRestore, ArrowLeft, ChevronLeft, ChevronRight, Mail, Star, Trash2 } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { IconButton } from '@core/components/IconButton'
import type { EmailFolder, EmailLabel, EmailResponse, PageDirection } from '../contract'
import { LabelMenu, MoveMenu } from '../components/MailMenus'

export interface DetailHandlers {
  back: () => void
  page: (dir: PageDirection) => void
  move: (folder: EmailFolder) => void
  toggleLabel: (label: EmailLabel) => void
  markUnread: () => void
  trashOrRestore: () => void
  star: () => void
}

export function DetailToolbar({
  email,
  paging,
  on
}: {
  email: EmailResponse
  paging: boolean
  on: DetailHandlers
}) {
  const { t } = useTranslation('email')
  const inTrash = email.folder === 'trash'
  return (
    <div
      className="nl-mail-header d-flex align-items-center gap-1 px-2 py-2 border-bottom"
      role="toolbar"
      aria-label={t('detail.toolbar')}
    >
      <IconButton label={t('detail.back')} icon={ArrowLeft} onClick={on.back} className="nl-flip-rtl" />
      <div className="d-flex align-items-center gap-1 ms-auto">
        <MoveMenu current={email.folder} onMove={on.move} />
        <LabelMenu active={email.labels} onToggle={on.toggleLabel} />
        <IconButton label={t('actions.markUnread')} icon={Mail} onClick={on.markUnread} />
        <IconButton
          label={t(inTrash ? 'actions.restore' : 'actions.delete')}
          icon={inTrash ? ArchiveRestore : Trash2}
          onClick={on.trashOrRestore}
        />
        <IconButton
          label={t(email.isStarred ? 'actions.unstar' : 'actions.star')}
          icon={Star}
          onClick={on.star}
          pressed={email.isStarred}
          className={email.isStarred ? 'text-warning' : ''}
        />
        <span className="vr mx-1" aria-hidden />
        <IconButton
          label={t('detail.previous')}
          icon={ChevronLeft}
          onClick={() => on.page('previous')}
          disabled={paging || !email.hasPreviousMail}
          className="nl-flip-rtl"
        />
        <IconButton
          label={t('detail.next')}
          icon={ChevronRight}
          onClick={() => on.page('next')}
          disabled={paging || !email.hasNextMail}
          className="nl-flip-rtl"
        />
      </div>
    </div>
  )
}
