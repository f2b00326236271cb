import { ChevronLeft, ChevronRight } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Pagination, PaginationItem, PaginationLink } from 'reactstrap'

interface Props {
  page: number
  pages: number
  onPage: (page: number) => void
}

export function ShopPagination({ page, pages, onPage }: Props) {
  const { t } = useTranslation('ecommerce')
  if (pages <= 1) return null
  const go = (target: number) => () => {
    onPage(target)
    window.scrollTo({ top: 0 })
  }
  return (
    <nav aria-label={t('shop.pages')} className="d-flex justify-content-center mt-4">
      <Pagination listClassName="mb-0 flex-wrap">
        <PaginationItem disabled={page <= 1}>
          <PaginationLink previous aria-label={t('shop.previous')} onClick={go(page - 1)}>
            <ChevronLeft size={16} aria-hidden="true" className="ecommerce-flip" />
          </PaginationLink>
        </PaginationItem>
        {Array.from({ length: pages }, (_, index) => index + 1).map((number) => (
          <PaginationItem key={number} active={number === page}>
            <PaginationLink
              aria-current={number === page ? 'page' : undefined}
              aria-label={t('shop.page', { page: number })}
              onClick={go(number)}
            >
              {number}
            </PaginationLink>
          </PaginationItem>
        ))}
        <PaginationItem disabled={page >= pages}>
          <PaginationLink next aria-label={t('shop.next')} onClick={go(page + 1)}>
            <ChevronRight size={16} aria-hidden="true" className="ecommerce-flip" />
          </PaginationLink>
        </PaginationItem>
      </Pagination>
    </nav>
  )
}
