import type { ReactNode } from 'react'
import './timeline.scss'

export type TimelineColor = 'primary' | 'secondary' | 'success' | 'danger' | 'warning' | 'info' | 'dark'

export interface TimelineItemProps {
  title: ReactNode
  time?: ReactNode
  dateTime?: string
  color?: TimelineColor
  icon?: ReactNode
  children?: ReactNode
}

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
