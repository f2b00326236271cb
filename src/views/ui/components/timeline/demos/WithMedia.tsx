import { FileText } from 'lucide-react'
import { Avatar } from '@core/components/Avatar'
import { Timeline, TimelineItem } from '@core/components/timeline/Timeline'

/** Events that carry a person, a file or a picture. */
export default function TimelineWithMedia() {
  return (
    <Timeline label="Project activity">
      <TimelineItem title="Priya joined the project" time="12 min ago" color="primary">
        <div className="d-flex align-items-center gap-2">
          <Avatar name="Priya Raman" src="/images/avatars/4.svg" size="sm" decorative />
          <span>Priya Raman · Designer</span>
        </div>
      </TimelineItem>
      <TimelineItem title="Brief uploaded" time="1 hour ago" color="info">
        <a href="#brief" className="d-inline-flex align-items-center gap-2 border rounded px-2 py-1">
          <FileText size={16} aria-hidden="true" /> autumn-brief.pdf · 1.2 MB
        </a>
      </TimelineItem>
      <TimelineItem title="Moodboard shared" time="3 hours ago" color="success">
        <img
          src="/images/slides/2.svg"
          alt="Moodboard: orange sunset over a bay"
          className="rounded"
          width={160}
          height={80}
        />
      </TimelineItem>
    </Timeline>
  )
}
