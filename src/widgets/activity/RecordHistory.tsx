import { useTranslation } from 'react-i18next'
import { Card, CardBody, CardTitle } from 'reactstrap'
import { QueryState } from '@core/components/QueryState'
import { ActivityTimeline } from './ActivityTimeline'
import { useGetHistoryQuery } from './api'

interface Props {
  /** The kind of record as the activity log names it: `user`, `invoice`, `task`, `blog-post`. */
  entity: string
  id: number | string
}

/** One record's changes, newest first, from the activity log; any screen that shows a record can place it. */
export function RecordHistory({ entity, id }: Props) {
  const { t } = useTranslation('activity')
  const { data, isLoading, error, refetch } = useGetHistoryQuery({ entity, id: String(id) })
  const entries = data?.entries ?? []
  return (
    <Card>
      <CardBody>
        <CardTitle tag="h2" className="h5">
          {t('history.title')}
        </CardTitle>
        {entries.length > 0 ? (
          <ActivityTimeline entries={entries} />
        ) : (
          <QueryState
            loading={isLoading}
            error={error}
            onRetry={() => void refetch()}
            empty={t('history.empty')}
          />
        )}
      </CardBody>
    </Card>
  )
}
