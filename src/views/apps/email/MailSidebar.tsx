import { AlertOctagon, FileText, Inbox, Pencil, Send, Star, Trash2, type LucideIcon } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { NavLink } from 'react-router-dom'
import { Button } from 'reactstrap'
import { useSplitApp } from '@core/components/split-app/SplitApp'
import { emailLabels, labelColors, type EmailsMeta, type EmailView } from './contract'
import { viewPath } from './useMailView'
import { numberFormat } from '@/utility/format'

const folderIcons: Record<EmailView, LucideIcon> = {
  inbox: Inbox,
  sent: Send,
  draft: FileText,
  starred: Star,
  spam: AlertOctagon,
  trash: Trash2
}
const sidebarFolders = [
  'inbox',
  'sent',
  'draft',
  'starred',
  'spam',
  'trash'
] as const satisfies readonly EmailView[]

const countOf = (folder: EmailView, meta?: EmailsMeta) =>
  folder === 'inbox' || folder === 'draft' || folder === 'spam' ? (meta?.[folder] ?? 0) : 0

interface Props {
  meta?: EmailsMeta
  onCompose: () => void
}

export function MailSidebar({ meta, onCompose }: Props) {
  const { t, i18n } = useTranslation('email')
  const { closeSidebar } = useSplitApp()
  return (
    <div className="nl-mail-sidebar p-3">
      <Button color="primary" className="w-100 mb-4" onClick={() => (closeSidebar(), onCompose())}>
        <Pencil size={16} className="me-2" aria-hidden />
        {t('compose.open')}
      </Button>
      <nav aria-label={t('sidebar.folders')}>
        <ul className="list-unstyled mb-4">
          {sidebarFolders.map((folder) => {
            const Icon = folderIcons[folder]
            const count = countOf(folder, meta)
            const tone = folder === 'draft' ? 'warning' : 'primary'
            return (
              <li key={folder}>
                <NavLink to={viewPath({ folder })} end onClick={closeSidebar} className="nl-mail-nav-link">
                  <Icon size={18} aria-hidden />
                  <span className="flex-grow-1">{t(`folders.${folder}`)}</span>
                  {count > 0 && (
                    <span className={`badge rounded-pill bg-${tone}-subtle text-${tone}-emphasis`}>
                      {numberFormat(i18n.language).format(count)}
                      <span className="visually-hidden">
                        {' '}
                        {t(folder === 'draft' ? 'sidebar.drafts' : 'sidebar.unread')}
                      </span>
                    </span>
                  )}
                </NavLink>
              </li>
            )
          })}
        </ul>
      </nav>
      <nav aria-label={t('sidebar.labels')}>
        <h2 className="h6 text-uppercase small text-body-secondary px-2 mb-2">{t('sidebar.labels')}</h2>
        <ul className="list-unstyled mb-0">
          {emailLabels.map((label) => (
            <li key={label}>
              <NavLink
                to={viewPath({ folder: 'inbox', label })}
                onClick={closeSidebar}
                className="nl-mail-nav-link"
              >
                <span className={`nl-mail-dot bg-${labelColors[label]}`} aria-hidden />
                <span>{t(`labels.${label}`)}</span>
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
    </div>
  )
}
