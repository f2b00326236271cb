import { useState } from 'react'
import { Button } from 'reactstrap'
import { Timeline, TimelineItem } from '@core/components/timeline/Timeline'

/** Events the reader can act on: approve a request, and see the timeline change. */
export default function TimelineWithActions() {
  const [approved, setApproved] = useState<boolean | null>(null)
  return (
    <Timeline label="Leave request">
      {approved !== null && (
        <TimelineItem
          title={approved ? 'Request approved' : 'Request declined'}
          time="Just now"
          color={approved ? 'success' : 'danger'}
        />
      )}
      <TimelineItem title="Leave request from Jonas Berg" time="Today, 09:12" color="warning">
        <p className="mb-2">3 days, 14–16 October.</p>
        {approved === null ? (
          <div className="d-flex gap-2">
            <Button size="sm" color="success" onClick={() => setApproved(true)}>
              Approve
            </Button>
            <Button size="sm" color="danger" outline onClick={() => setApproved(false)}>
              Decline
            </Button>
          </div>
        ) : (
          <Button size="sm" color="secondary" outline onClick={() => setApproved(null)}>
            Undo
          </Button>
        )}
      </TimelineItem>
      <TimelineItem title="Team calendar updated" time="Yesterday" color="secondary" />
    </Timeline>
  )
}
