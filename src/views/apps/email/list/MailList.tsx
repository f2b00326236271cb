import { useState } from 'react'
import { Inbox } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { QueryState } from '@core/components/QueryState'
import { SidebarToggle } from '@core/components/split-app/SplitApp'
import { SearchBox } from '@core/list/SearchBox'
import { keepListed, selectAll, toggleSelected, type emailListAnswer } from '../contract'
import type { MailActions } from '../useMailActions'
import type { MailView } from '../useMailView'
import { BulkBar } from './BulkBar'
import { LeftOutNote } from '@core/components/LeftOutNote'
import type { Answer } from '@/redux/api'
import { MailRow } from './MailRow'

interface Props {
  view: MailView
  title: string
  q: string
  onSearch: (q: string) => void
  query: { data?: Answer<typeof emailListAnswer>; isLoading: boolean; error?: unknown; refetch: () => void }
  mailHref: (id: number) => string
  actions: MailActions
}

export function MailList({ view, title, q, onSearch, query, mailHref, actions }: Props) {
  const { t } = useTranslation('email')
  const [picked, setPicked] = useState<number[]>([])
  const emails = query.data?.emails ?? []
  const selected = keepListed(picked, emails)
  const emptyText = q
    ? t('empty.search', { q })
    : view.label
      ? t('empty.label', { label: t(`labels.${view.label}`) })
      : t(`empty.${view.folder}`)

  return (
    <>
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
      <BulkBar
        emails={emails}
        selected={selected}
        inTrash={view.folder === 'trash' && !view.label}
        actions={actions}
        onSelectAll={(checked) => setPicked(selectAll(emails, checked))}
      />
      <div className="nl-mail-scroll">
        <LeftOutNote count={query.data?.leftOut} />
        {query.data && emails.length > 0 ? (
          <ul className="list-unstyled mb-0" aria-label={t('list.label', { view: title })}>
            {emails.map((email) => (
              <MailRow
                key={email.id}
                email={email}
                href={mailHref(email.id)}
                selected={selected.includes(email.id)}
                onSelect={() => setPicked(toggleSelected(selected, email.id))}
                onStar={() => actions.star([email.id], !email.isStarred, true)}
              />
            ))}
          </ul>
        ) : query.data ? (
          <div className="text-center text-body-secondary py-5 px-3">
            <Inbox size={40} className="mb-3" aria-hidden />
            <p className="mb-0">{emptyText}</p>
          </div>
        ) : (
          <QueryState loading={query.isLoading} error={query.error} onRetry={query.refetch} />
        )}
      </div>
    </>
  )
}
