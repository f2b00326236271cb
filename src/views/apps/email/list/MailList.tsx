import { useRef } from 'react'
import { Inbox } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { QueryState } from '@core/components/QueryState'
import { SidebarToggle } from '@core/components/split-app/SplitApp'
import { Pager } from '@core/list/Pager'
import { pageRange } from '@core/list/pageWindow'
import { SearchBox } from '@core/list/SearchBox'
import { useBulkSelection } from '@core/list/bulk/useBulkSelection'
import type { emailListAnswer } from '../contract'
import type { MailActions } from '../useMailActions'
import type { MailView } from '../useMailView'
import { LeftOutNote } from '@core/components/LeftOutNote'
import type { Answer } from '@/redux/api'
import { MailRow } from './MailRow'
import { useEmailBulk } from './useEmailBulk'

/** One page of the view is drawn; "all matching" reaches the mail on the others. */
const mailsPerPage = 10

interface Props {
  view: MailView
  title: string
  q: string
  onSearch: (q: string) => void
  /** The page the address asks for; past the last one shows the last. */
  page: number
  pageHref: (page: number) => string
  query: { data?: Answer<typeof emailListAnswer>; isLoading: boolean; error?: unknown; refetch: () => void }
  mailHref: (id: number) => string
  actions: MailActions
}

export function MailList({
  view,
  title,
  q,
  onSearch,
  page: wanted,
  pageHref,
  query,
  mailHref,
  actions
}: Props) {
  const { t } = useTranslation('email')
  const emails = query.data?.emails ?? []
  const pages = Math.max(1, Math.ceil(emails.length / mailsPerPage))
  const page = Math.min(wanted, pages)
  const onPage = emails.slice((page - 1) * mailsPerPage, page * mailsPerPage)
  const box = useRef<HTMLDivElement>(null)
  const bulk = useEmailBulk(view.label || view.folder === 'starred' ? null : view.folder)
  // What "all matching" sends: the view and the search, as the list asks for them.
  const matching: Record<string, string> = {
    folder: view.folder,
    ...(view.label ? { label: view.label } : {}),
    ...(q.trim() ? { q } : {})
  }
  const selecting = useBulkSelection({
    bulk,
    rows: onPage,
    total: emails.length,
    query: matching,
    keyField: 'id',
    box
  })
  const column = selecting?.column
  const emptyText = q
    ? t('empty.search', { q })
    : view.label
      ? t('empty.label', { label: t(`labels.${view.label}`) })
      : t(`empty.${view.folder}`)

  return (
    <div ref={box} className="nl-mail-list">
      <div className="nl-mail-header d-flex align-items-center gap-2 px-3 py-2 border-bottom">
        <SidebarToggle label={t('sidebar.open')} />
        <h2 className="h5 mb-0 text-nowrap me-auto">{title}</h2>
        <SearchBox
          id="nl-mail-search"
          label={t('list.search')}
          placeholder={t('list.searchPlaceholder')}
          q={q}
          onSearch={onSearch}
          className="nl-mail-search"
        />
      </div>
      <div className="nl-mail-selection">
        <span className="nl-mail-select-page">{column?.name}</span>
        {selecting?.bar}
      </div>
      {selecting?.report}
      <div className="nl-mail-scroll">
        <LeftOutNote count={query.data?.leftOut} />
        {query.data && emails.length > 0 ? (
          <>
            <ul className="list-unstyled mb-0" aria-label={t('list.label', { view: title })}>
              {onPage.map((email, index) => (
                <MailRow
                  key={email.id}
                  email={email}
                  href={mailHref(email.id)}
                  select={column?.cell?.(email, index, column, email.id)}
                  onStar={() => actions.star([email.id], !email.isStarred, true)}
                />
              ))}
            </ul>
            <Pager
              className="nl-list-pager"
              page={page}
              pages={pages}
              href={pageHref}
              label={t('list.pages')}
              status={t('list.range', pageRange(page, mailsPerPage, emails.length))}
            />
          </>
        ) : query.data ? (
          <div className="text-center text-body-secondary py-5 px-3">
            <Inbox size={40} className="mb-3" aria-hidden />
            <p className="mb-0">{emptyText}</p>
          </div>
        ) : (
          <QueryState loading={query.isLoading} error={query.error} onRetry={query.refetch} />
        )}
      </div>
      {selecting?.dialog}
    </div>
  )
}
