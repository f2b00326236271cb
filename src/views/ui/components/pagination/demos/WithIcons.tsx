import { useTranslation } from 'react-i18next'
import { ChevronLeft, ChevronRight, ChevronsLeft, ChevronsRight } from 'lucide-react'
import { Pagination, PaginationItem, PaginationLink } from 'reactstrap'
import { usePager } from '../usePager'

/** Arrow icons for first, previous, next and last; they point the other way in right-to-left. */
export default function PaginationWithIcons() {
  const { t } = useTranslation('components')
  const { page, go, pages, first, last } = usePager(5, 3)
  const arrow = 'flip-rtl'
  return (
    <Pagination aria-label={t('pagination.sample.invoices')} listClassName="mb-0">
      <PaginationItem disabled={first}>
        <PaginationLink onClick={() => go(1)} aria-label={t('pagination.sample.firstPage')}>
          <ChevronsLeft size={16} className={arrow} aria-hidden="true" />
        </PaginationLink>
      </PaginationItem>
      <PaginationItem disabled={first}>
        <PaginationLink onClick={() => go(page - 1)} aria-label={t('pagination.sample.previousPage')}>
          <ChevronLeft size={16} className={arrow} aria-hidden="true" />
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
        <PaginationLink onClick={() => go(page + 1)} aria-label={t('pagination.sample.nextPage')}>
          <ChevronRight size={16} className={arrow} aria-hidden="true" />
        </PaginationLink>
      </PaginationItem>
      <PaginationItem disabled={last}>
        <PaginationLink onClick={() => go(pages)} aria-label={t('pagination.sample.lastPage')}>
          <ChevronsRight size={16} className={arrow} aria-hidden="true" />
        </PaginationLink>
      </PaginationItem>
    </Pagination>
  )
}
