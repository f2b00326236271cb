import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react'
import { MailX } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { NotFoundCard } from '@core/components/NotFoundCard'
import { PageHeader } from '@core/components/PageHeader'
import { QueryState } from '@core/components/QueryState'
import { SplitApp } from '@core/components/split-app/SplitApp'
import { useGetEmailsQuery } from './api'
import { currentAfterRefetch } from './contract'
import { MailList } from './list/MailList'
import { MailSidebar } from './MailSidebar'
import { emailPaths } from './routes.contract'
import type { ComposeStart } from './composer/compose'
import { useMailActions } from './useMailActions'
import { useMailView, type MailView } from './useMailView'
import './email.scss'
import { useDeferredFirstAnswer } from '@core/hooks/useDeferredFirstAnswer'

// TipTap and react-select load with the composer, when it first opens.
const Composer = lazy(() => import('./composer/Composer'))
// An opened message loads its reader (and the HTML sanitizer) with it, so the list does not pay for them.
const MailDetail = lazy(() =>
  import('./detail/MailDetail').then((module) => ({ default: module.MailDetail }))
)

/** One route for every view, so changing the view keeps the screen (and an open composer) mounted. */
export default function EmailApp() {
  const { t } = useTranslation('email')
  const { view, ...url } = useMailView()
  if (!view) {
    return (
      <NotFoundCard
        icon={MailX}
        title={t('notFound.view')}
        text={t('notFound.viewText')}
        back={{ to: emailPaths.inbox, label: t('notFound.toInbox') }}
      />
    )
  }
  return <Mailbox view={view} url={url} />
}

function Mailbox({ view, url }: { view: MailView; url: Omit<ReturnType<typeof useMailView>, 'view'> }) {
  const { t } = useTranslation('email')
  const { q, mailId, closeMail } = url
  const query = useDeferredFirstAnswer(
    useGetEmailsQuery({
      folder: view.folder,
      ...(view.label ? { label: view.label } : {}),
      ...(q.trim() ? { q } : {})
    })
  )
  const actions = useMailActions()
  const [compose, setCompose] = useState<ComposeStart | null>(null)
  const startCompose = useCallback((start: ComposeStart = {}) => setCompose({ ...start }), [])
  const title = view.label ? t(`labels.${view.label}`) : t(`folders.${view.folder}`)

  // The open mail stays on a refetch only if still listed; one the arrows reached outside the view stays open.
  const listed = useRef<Set<number>>(new Set())
  const emails = query.data?.emails
  useEffect(() => {
    if (!emails) return
    if (mailId !== null && listed.current.has(mailId) && currentAfterRefetch(mailId, emails) === null)
      closeMail()
    listed.current = new Set(emails.map((email) => email.id))
  }, [emails]) // eslint-disable-line react-hooks/exhaustive-deps -- only a new answer decides

  return (
    <>
      <PageHeader title={t('title')} crumbs={[{ label: t('common:nav.apps') }]} />
      <SplitApp
        className="nl-mail-app"
        sidebar={<MailSidebar meta={query.data?.emailsMeta} onCompose={() => startCompose()} />}
        sidebarLabel={t('sidebar.label')}
      >
        {mailId === null ? (
          <MailList
            view={view}
            title={title}
            q={q}
            onSearch={url.search}
            page={url.page}
            pageHref={url.pageHref}
            query={query}
            mailHref={url.mailHref}
            actions={actions}
          />
        ) : (
          <Suspense fallback={<QueryState loading />}>
            <MailDetail
              id={mailId}
              onOpen={url.openMail}
              onClose={closeMail}
              onCompose={startCompose}
              actions={actions}
            />
          </Suspense>
        )}
      </SplitApp>
      {compose && (
        <Suspense fallback={null}>
          <Composer start={compose} onClose={() => setCompose(null)} />
        </Suspense>
      )}
    </>
  )
}
