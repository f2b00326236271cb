import type { ReactNode } from 'react'
import { Navigate, useParams } from 'react-router-dom'
import { QueryState } from '../components/QueryState'

/** What a record query gives (an RTK Query result fits). */
export interface RecordQuery<D> {
  data?: D
  isFetching: boolean
  error?: { status?: number; message?: string }
  refetch: () => void
}

/** The route's `:id` as a positive whole number, or null when it is not one. */
export function useIdParam(): { raw: string; id: number | null } {
  const { id: raw = '' } = useParams()
  const id = Number(raw)
  return { raw, id: Number.isSafeInteger(id) && id > 0 ? id : null }
}

interface GateProps<D> {
  query: RecordQuery<D>
  /** What an unknown id (404) shows. */
  notFound: ReactNode
  /** The failure text for other errors. */
  failed: (message: string) => string
  children: (data: D) => ReactNode
}

/** A record's screen once its data is there: loading, failure (with retry) and an unknown id
 *  (404) are answered here, once for every detail screen. */
export function RecordGate<D>({ query, notFound, failed, children }: GateProps<D>) {
  if (query.error?.status === 404) return notFound
  if (!query.data)
    return (
      <QueryState
        loading={query.isFetching}
        error={query.error && failed(query.error.message ?? '')}
        onRetry={query.refetch}
      />
    )
  return children(query.data)
}

interface FirstProps<D> {
  query: RecordQuery<D>
  /** The id to open, or undefined when there are no records. */
  firstId: (data: D) => number | undefined
  to: (id: number) => string
  /** What shows when there is no record to open. */
  none: ReactNode
  failed: (message: string) => string
}

/** A bare detail address (SPEC section 2: /apps/invoice/preview) opens the first record. */
export function OpenFirstRecord<D>({ query, firstId, to, none, failed }: FirstProps<D>) {
  return (
    <RecordGate query={query} notFound={none} failed={failed}>
      {(data) => {
        const id = firstId(data)
        return id === undefined ? none : <Navigate to={to(id)} replace />
      }}
    </RecordGate>
  )
}
