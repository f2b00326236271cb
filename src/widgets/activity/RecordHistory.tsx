import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import { Card, CardBody, CardTitle } from 'reactstrap'
import { QueryState } from '@core/components/QueryState'
import { useAbility } from '@/configs/acl/useAbility'
import { ActivityTimeline } from './ActivityTimeline'
import { useGetHistoryQuery } from './api'

// The log's subject, declared here too: a starter that keeps this widget without the activity app still knows it.
declare module '@/configs/acl/subjects' {
  interface AppSubjects {
    Activity: true
  }
}

interface Props {
  /** The kind of record as the activity log names it: `user`, `invoice`, `task`, `blog-post`. */
  entity: string
  id: number | string
  /** Inside a side panel: a section under a rule with a lower heading, not a card of the page. */
  inPanel?: boolean
}

function HistoryEntries({ entity, id }: Omit<Props, 'inPanel'>) {
  const { t } = useTranslation('activity')
  const { data, isLoading, error, refetch } = useGetHistoryQuery({ entity, id: String(id) })
  const entries = data?.entries ?? []
  return entries.length > 0 ? (
    <ActivityTimeline entries={entries} />
  ) : (
    <QueryState loading={isLoading} error={error} onRetry={() => void refetch()} empty={t('history.empty')} />
  )
}

/** One record's changes, newest first, from the activity log; any screen that shows a record can place it. */
export function RecordHistory({ inPanel, ...record }: Props) {
  const { t } = useTranslation('activity')
  const headingId = useId()
  const ability = useAbility()
  // The log is read under its own permission: a user without it sees no history rather than a refusal.
  if (!ability.can('read', 'Activity')) return null
  if (inPanel)
    return (
      <section className="border-top pt-3 mt-3" aria-labelledby={headingId}>
        <h3 id={headingId} className="h6">
          {t('history.title')}
        </h3>
        <HistoryEntries {...record} />
      </section>
    )
  return (
    <Card>
      <CardBody>
        <CardTitle tag="h2" className="h5">
          {t('history.title')}
        </CardTitle>
        <HistoryEntries {...record} />
      </CardBody>
    </Card>
  )
}
