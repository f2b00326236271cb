import { useTranslation } from 'react-i18next'
import { Pagination, PaginationItem, PaginationLink } from 'reactstrap'
import { usePager } from '../usePager'

/** `size="lg"` and `size="sm"`. */
export default function PaginationSizes() {
  const { t } = useTranslation('components')
  const large = usePager(3)
  const small = usePager(3)
  return (
    <div className="d-grid gap-3">
      {(
        [
          ['lg', large],
          ['sm', small]
        ] as const
      ).map(([size, pager]) => (
        <Pagination
          key={size}
          size={size}
          aria-label={t(size === 'lg' ? 'pagination.sample.large' : 'pagination.sample.small')}
          listClassName="mb-0"
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
