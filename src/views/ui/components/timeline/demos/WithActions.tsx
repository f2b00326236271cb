import { useTranslation } from 'react-i18next'
import { useState } from 'react'
import { Button } from 'reactstrap'
import { Timeline, TimelineItem } from '@core/components/timeline/Timeline'

/** Events the reader can act on: approve a request, and see the timeline change. */
export default function TimelineWithActions() {
  const { t } = useTranslation('components')
  const [approved, setApproved] = useState<boolean | null>(null)
  return (
    <Timeline label={t('timeline.sample.leave')}>
      {approved !== null && (
        <TimelineItem
          title={t(approved ? 'timeline.sample.approved' : 'timeline.sample.declined')}
          time={t('timeline.sample.justNow')}
          color={approved ? 'success' : 'danger'}
        />
      )}
      <TimelineItem
        title={t('timeline.sample.leaveFrom')}
        time={t('timeline.sample.today', { time: '09:12' })}
        color="warning"
      >
        <p className="mb-2">{t('timeline.sample.days')}</p>
        {approved === null ? (
          <div className="d-flex gap-2">
            <Button size="sm" color="success" onClick={() => setApproved(true)}>
              {t('timeline.sample.approve')}
            </Button>
            <Button size="sm" color="danger" outline onClick={() => setApproved(false)}>
              {t('timeline.sample.decline')}
            </Button>
          </div>
        ) : (
          <Button size="sm" color="secondary" outline onClick={() => setApproved(null)}>
            {t('timeline.sample.undo')}
          </Button>
        )}
      </TimelineItem>
      <TimelineItem
        title={t('timeline.sample.calendar')}
        time={t('timeline.sample.yesterday')}
        color="secondary"
      />
    </Timeline>
  )
}
