import { useTranslation } from 'react-i18next'
import { Pagination, PaginationItem, PaginationLink } from 'reactstrap'
import { usePager } from '../usePager'

/** Previous, the pages and next; the current page is `active` and `aria-current`. */
export default function PaginationBasic() {
  const { t } = useTranslation('components')
  const { page, go, pages, first, last } = usePager(5, 2)
  return (
    <div className="d-grid gap-2">
      <Pagination aria-label={t('pagination.sample.orders')} listClassName="mb-0">
        <PaginationItem disabled={first}>
          <PaginationLink previous onClick={() => go(page - 1)}>
            {t('pagination.sample.previous')}
          </PaginationLink>
        </PaginationItem>
        {Array.from({ length: pages }, (_, index) => index + 1).map((number) => (
          <PaginationItem key={number} active={number === page}>
            <PaginationLink onClick={() => go(number)} aria-current={number === page ? 'page' : undefined}>
              {number}
            </PaginationLink>
          </PaginationItem>
        ))}
        <PaginationItem disabled={last}>
          <PaginationLink next onClick={() => go(page + 1)}>
            {t('pagination.sample.next')}
          </PaginationLink>
        </PaginationItem>
      </Pagination>
      <p className="mb-0 text-body-secondary" aria-live="polite">
        {t('pagination.sample.showing', { page, pages })}
      </p>
    </div>
  )
}
