import { Undo2 } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Badge, Button } from 'reactstrap'
import { Timeline, TimelineItem, type TimelineColor } from '@core/components/timeline/Timeline'
import { formatDate } from '@/utility/format'
import type { ActivityAction, ActivityEntry } from '@/utility/activity.contract'
import { EntryChanges } from './EntryChanges'

const colors: Record<ActivityAction, TimelineColor> = {
  created: 'success',
  updated: 'primary',
  deleted: 'danger',
  bulk: 'warning'
}

const when = { day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit' } as const

interface Props {
  entries: ActivityEntry[]
  /** Offered on entries not undone yet; absent where undo is not offered. */
  onUndo?: (entry: ActivityEntry) => void
}

/** Entries newest first: who did what to which record, the fields it changed, and undo. */
export function ActivityTimeline({ entries, onUndo }: Props) {
  const { t, i18n } = useTranslation('activity')
  return (
    <Timeline label={t('timeline')}>
      {entries.map((entry) => (
        <TimelineItem
          key={entry.id}
          color={colors[entry.action]}
          dateTime={entry.at}
          time={formatDate(entry.at, i18n.language, when)}
          title={t(`summary.${entry.action}`, {
            user: entry.user?.name ?? t('someone'),
            entity: entry.entity,
            title: entry.title,
            count: entry.records.length
          })}
        >
          <div className="d-flex flex-wrap gap-1 mb-1">
            <Badge color="light" className="text-body">
              {entry.app}
            </Badge>
            {entry.undoOf !== undefined && (
              <Badge color="info">{t('badge.undo', { id: entry.undoOf })}</Badge>
            )}
            {entry.undoneBy !== undefined && <Badge color="secondary">{t('badge.undone')}</Badge>}
          </div>
          {entry.records.slice(0, 5).map((record) => (
            <EntryChanges key={`${record.entity}-${record.recordId}`} record={record} />
          ))}
          {onUndo && entry.undoneBy === undefined && (
            <Button
              size="sm"
              color="secondary"
              outline
              className="mt-2"
              onClick={() => onUndo(entry)}
              aria-label={t('undo.label', { title: entry.title })}
            >
              <Undo2 size={14} className="me-1" aria-hidden="true" />
              {t('undo.button')}
            </Button>
          )}
        </TimelineItem>
      ))}
    </Timeline>
  )
}
