import { useTranslation } from 'react-i18next'
import { FileText } from 'lucide-react'
import { Avatar } from '@core/components/Avatar'
import { Timeline, TimelineItem } from '@core/components/timeline/Timeline'
import { publicUrl } from '@/utility/publicUrl'

/** Events that carry a person, a file or a picture. */
export default function TimelineWithMedia() {
  const { t } = useTranslation('components')
  return (
    <Timeline label={t('timeline.sample.activity')}>
      <TimelineItem
        title={t('timeline.sample.joined')}
        time={t('timeline.sample.minutesAgo')}
        color="primary"
      >
        <div className="d-flex align-items-center gap-2">
          <Avatar name="Priya Raman" src={publicUrl('images/avatars/4.svg')} size="sm" decorative />
          <span>{t('timeline.sample.designer')}</span>
        </div>
      </TimelineItem>
      <TimelineItem
        title={t('timeline.sample.briefUploaded')}
        time={t('timeline.sample.hourAgo')}
        color="info"
      >
        <span className="d-inline-flex align-items-center gap-2 border rounded px-2 py-1">
          <FileText size={16} aria-hidden="true" /> autumn-brief.pdf · 1.2 MB
        </span>
      </TimelineItem>
      <TimelineItem
        title={t('timeline.sample.moodboard')}
        time={t('timeline.sample.hoursAgo')}
        color="success"
      >
        <img
          src={publicUrl('images/slides/2.svg')}
          alt={t('timeline.sample.moodboardAlt')}
          className="rounded"
          width={160}
          height={80}
        />
      </TimelineItem>
    </Timeline>
  )
}
