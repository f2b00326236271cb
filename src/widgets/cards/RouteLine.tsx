import type { ReactNode } from 'react'

export interface RouteStop {
  key: string | number
  place: string
  state: 'done' | 'current' | 'next'
  /** The state in words, for the reader (the dot only shows it). */
  stateLabel: string
  time: ReactNode
}

/** A schematic route drawn with CSS: a line through the stops, made ones filled, the current one ringed. */
export function RouteLine({ label, stops }: { label: string; stops: RouteStop[] }) {
  return (
    <ol className="route-line list-unstyled mb-0" aria-label={label}>
      {stops.map((stop) => (
        <li
          key={stop.key}
          className={`route-stop route-stop-${stop.state}`}
          aria-current={stop.state === 'current' ? 'step' : undefined}
        >
          <span className="route-dot" aria-hidden="true" />
          <div className="d-flex justify-content-between gap-2">
            <span className={stop.state === 'current' ? 'fw-semibold' : undefined}>{stop.place}</span>
            <span className="small text-body-secondary text-nowrap">
              <span className="visually-hidden">{stop.stateLabel}, </span>
              {stop.time}
            </span>
          </div>
        </li>
      ))}
    </ol>
  )
}
