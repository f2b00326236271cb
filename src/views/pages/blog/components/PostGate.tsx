import type { ReactNode } from 'react'
import { RecordGate, useIdParam, type RecordQuery } from '@core/list/records'
import { PostNotFound } from './PostNotFound'

/** The post of the address's id: loading, failure and "not found" shown the same way on every screen. */
export function PostGate<D>({
  useQuery,
  children
}: {
  useQuery: (id: number, options: { skip: boolean }) => RecordQuery<D>
  children: (data: D) => ReactNode
}) {
  const { raw, id } = useIdParam()
  const query = useQuery(id ?? 0, { skip: id === null })
  if (id === null) return <PostNotFound id={raw} />
  return (
    <RecordGate query={query} notFound={<PostNotFound id={raw} />}>
      {children}
    </RecordGate>
  )
}
