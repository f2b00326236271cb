import type { ReactNode } from 'react'
import './timeline.scss'

export type TimelineColor = 'primary' | 'secondary' | 'success' | 'danger' | 'warning' | 'info' | 'dark'

export interface TimelineItemProps {
  title: ReactNode
  /** When it happened, as the reader should see it ("12 min ago", "Mon 14:05"). */
  time?: ReactNode
  /** Machine-readable date of `time` (ISO), for the <time> element. */
  dateTime?: string
  color?: TimelineColor
  /** An icon in the point; without it the point is a plain dot. */
  icon?: ReactNode
  /** Details, media or actions under the title. */
  children?: ReactNode
}

/** A vertical list of events, newest first or oldest first as you order them. */
export function Timeline({
  children,
  className = '',
  label
}: {
  children: ReactNode
  className?: string
  label?: string
}) {
  return (
    <ul className={`timeline ${className}`} aria-label={label}>
      {children}
    </ul>
  )
}

/** One event: a coloured point (with an optional icon), a title, a time and any content. */
export function TimelineItem({
  title,
  time,
  dateTime,
  color = 'primary',
  icon,
  children
}: TimelineItemProps) {
  return (
    <li className="timeline-item">
      <span
        className={`timeline-point timeline-point-${color} ${icon ? 'timeline-point-icon' : ''}`}
        aria-hidden="true"
      >
        {icon}
      </span>
      <div className="timeline-event">
        <div className="timeline-event-header">
          <h3 className="timeline-title">{title}</h3>
          {time !== undefined && (
            <time className="timeline-time" dateTime={dateTime}>
              {time}
            </time>
          )}
        </div>
        {children}
      </div>
    </li>
  )
}
