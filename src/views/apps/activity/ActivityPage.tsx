import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Card, CardBody } from 'reactstrap'
import { ConfirmDialog } from '@core/components/ConfirmDialog'
import { PageHeader } from '@core/components/PageHeader'
import { QueryState } from '@core/components/QueryState'
import { mutate } from '@core/forms/mutate'
import { Pager } from '@core/list/Pager'
import { useListState } from '@core/list/useListState'
import { ActivityFilters } from './ActivityFilters'
import { ActivityTimeline } from '@widgets/activity/ActivityTimeline'
import { useGetActivityQuery, useUndoActivityMutation } from '@widgets/activity/api'
import { activityListParams, type ActivityEntry } from '@/utility/activity.contract'

const spec = { params: activityListParams }

export default function ActivityPage() {
  const { t } = useTranslation('activity')
  const list = useListState(spec)
  const { state, search, href, query, narrowed } = list
  const { data, isLoading, error, refetch } = useGetActivityQuery(query)
  const [undo, { isLoading: undoing }] = useUndoActivityMutation()
  const [pending, setPending] = useState<ActivityEntry | null>(null)
  const entries = data?.entries ?? []
  const pages = Math.max(1, Math.ceil((data?.total ?? 0) / state.perPage))

  const confirm = async () => {
    if (!pending) return
    await mutate(undo(pending.id), { done: t('undo.done', { title: pending.title }) })
    setPending(null)
  }

  return (
    <>
      <PageHeader title={t('title')} />
      <Card>
        <CardBody>
          <p className="text-body-secondary">{t('intro')}</p>
          <ActivityFilters list={list} search={search} users={data?.users ?? []} apps={data?.apps ?? []} />
          {entries.length > 0 ? (
            <ActivityTimeline entries={entries} onUndo={setPending} />
          ) : (
            <QueryState
              loading={isLoading}
              error={error}
              onRetry={() => void refetch()}
              empty={t(narrowed ? 'empty.filtered' : 'empty.none')}
            />
          )}
          {pages > 1 && (
            <Pager page={state.page} pages={pages} href={(page) => href({ page })} label={t('pages')} />
          )}
        </CardBody>
      </Card>
      <ConfirmDialog
        isOpen={pending !== null}
        title={t('undo.title')}
        message={t('undo.text', { title: pending?.title ?? '' })}
        confirmLabel={t('undo.button')}
        busy={undoing}
        onConfirm={() => void confirm()}
        onCancel={() => setPending(null)}
      />
    </>
  )
}
