import { useTranslation } from 'react-i18next'
import { Pagination, PaginationItem, PaginationLink } from 'reactstrap'
import { usePager } from '../usePager'

const alignments = ['start', 'center', 'end'] as const

/** Align with flex utilities on the list: start, centre, end. */
export default function PaginationAlignment() {
  const { t } = useTranslation('components')
  const pager = usePager(3)
  return (
    <div className="d-grid gap-3">
      {alignments.map((alignment) => (
        <Pagination
          key={alignment}
          listClassName={`justify-content-${alignment} mb-0`}
          aria-label={t(`pagination.sample.${alignment}`)}
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
