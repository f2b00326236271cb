import { useEffect, useState, type ReactNode } from 'react'
import { useNavigate, useNavigation, useParams } from 'react-router-dom'
import { QueryState } from '../components/QueryState'

export interface RecordQuery<D> {
  /** The answer for the current argument only: `data` keeps the previous record while the next loads or fails. */
  currentData?: D
  isFetching: boolean
  error?: { status?: number; message?: string }
  refetch: () => void
}

export function useIdParam(): { raw: string; id: number | null } {
  const { id: raw = '' } = useParams()
  const id = Number(raw)
  return { raw, id: Number.isSafeInteger(id) && id > 0 ? id : null }
}

interface GateProps<D> {
  query: RecordQuery<D>
  notFound: ReactNode
  children: (data: D) => ReactNode
}

export function RecordGate<D>({ query, notFound, children }: GateProps<D>) {
  if (query.error?.status === 404) return notFound
  // No data and no error is a query not started yet: show it loading, never a blank page.
  if (query.currentData === undefined)
    return (
      <QueryState loading={query.isFetching || !query.error} error={query.error} onRetry={query.refetch} />
    )
  return children(query.currentData)
}

interface FirstProps<D> {
  query: RecordQuery<D>
  firstId: (data: D) => number | undefined
  to: (id: number) => string
  none: ReactNode
}

/** Replaces this address with `to`, unless the user moved on first: the redirect would replace where they went. */
function RedirectUnlessMoved({ to }: { to: string }) {
  const navigate = useNavigate()
  const movingOn = useNavigation().state !== 'idle'
  // Back or Forward can land between this render and its effect.
  const [renderedAt] = useState(() => window.location.href)
  useEffect(() => {
    if (!movingOn && window.location.href === renderedAt) void navigate(to, { replace: true })
  }, [movingOn, navigate, renderedAt, to])
  return <QueryState loading />
}

/** A bare detail address (/apps/invoice/preview) opens the first record. */
export function OpenFirstRecord<D>({ query, firstId, to, none }: FirstProps<D>) {
  return (
    <RecordGate query={query} notFound={none}>
      {(data) => {
        const id = firstId(data)
        return id === undefined ? none : <RedirectUnlessMoved to={to(id)} />
      }}
    </RecordGate>
  )
}
