import { Pagination, PaginationItem, PaginationLink } from 'reactstrap'
import { usePager } from '../usePager'

const alignments = [
  ['justify-content-start', 'Start'],
  ['justify-content-center', 'Center'],
  ['justify-content-end', 'End']
] as const

/** Align with flex utilities on the list: start, centre, end. */
export default function PaginationAlignment() {
  const pager = usePager(3)
  return (
    <div className="d-grid gap-3">
      {alignments.map(([className, label]) => (
        <Pagination
          key={label}
          listClassName={`${className} mb-0`}
          aria-label={`${label}-aligned pagination`}
        >
          {[1, 2, 3].map((number) => (
            <PaginationItem key={number} active={number === pager.page}>
              <PaginationLink
                onClick={() => pager.go(number)}
                aria-current={number === pager.page ? 'page' : undefined}
              >
                {number}
              </PaginationLink>
            </PaginationItem>
          ))}
        </Pagination>
      ))}
    </div>
  )
}
