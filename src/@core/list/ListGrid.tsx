import type { ReactNode } from 'react'
import { Col, Row } from 'reactstrap'
import { LeftOutNote } from '../components/LeftOutNote'
import { QueryState } from '../components/QueryState'
import { Pager } from './Pager'

interface GridQuery<D> {
  data?: D
  isFetching: boolean
  error?: unknown
  refetch: () => void
}

interface Props<T, D> {
  query: GridQuery<D>
  /** The cards of the page shown. */
  items: (data: D) => T[]
  itemKey: (item: T) => string | number
  children: (item: T) => ReactNode
  /** Bootstrap's row-cols classes: how many cards a row holds at each width. */
  columns: string
  /** Shown when the list has no card. */
  emptyText: string
  pager: { page: number; pages: number; href: (page: number) => string; label: string }
}

/** A list drawn as cards: a left-out note, the grid (or its loading, error or empty state) and a link pager. */
export function ListGrid<T, D extends { leftOut?: number }>({
  query,
  items,
  itemKey,
  children,
  columns,
  emptyText,
  pager
}: Props<T, D>) {
  const shown = query.data === undefined ? [] : items(query.data)
  return (
    <>
      <LeftOutNote count={query.data?.leftOut} />
      {shown.length > 0 ? (
        <Row className={`g-4 ${columns}`}>
          {shown.map((item) => (
            <Col key={itemKey(item)}>{children(item)}</Col>
          ))}
        </Row>
      ) : (
        <div className="card">
          <QueryState
            loading={query.data === undefined && query.isFetching}
            error={query.error}
            onRetry={query.refetch}
            empty={emptyText}
          />
        </div>
      )}
      <Pager {...pager} />
    </>
  )
}
