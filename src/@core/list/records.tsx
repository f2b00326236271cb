import type { ReactNode } from 'react'
import { Navigate, useParams } from 'react-router-dom'
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

/** A bare detail address (/apps/invoice/preview) opens the first record. */
export function OpenFirstRecord<D>({ query, firstId, to, none }: FirstProps<D>) {
  return (
    <RecordGate query={query} notFound={none}>
      {(data) => {
        const id = firstId(data)
        return id === undefined ? none : <Navigate to={to(id)} replace />
      }}
    </RecordGate>
  )
}
