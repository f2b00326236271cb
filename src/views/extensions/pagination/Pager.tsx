import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { ChevronLeft, ChevronRight, ChevronsLeft, ChevronsRight } from 'lucide-react'
import { Pagination, PaginationItem, PaginationLink } from 'reactstrap'
import { useMediaQuery } from '@core/hooks/useMediaQuery'
import { pageWindow } from './pageWindow'

interface Props {
  label: string
  page: number
  pages: number
  onChange: (page: number) => void
  size?: 'sm' | 'lg'
  align?: 'start' | 'center' | 'end'
  edges?: boolean
  icons?: boolean
}

/** The kit's pager: previous/next (and first/last), the pages near the current one, gaps as an ellipsis; one row on
 *  a phone (arrows for words, only the current page between the ends); wider, words that do not fit wrap. */
export function Pager({
  label,
  page,
  pages,
  onChange,
  size,
  align = 'start',
  edges = false,
  icons = false
}: Props) {
  const { t } = useTranslation('extensions')
  const phone = useMediaQuery('(max-width: 575.98px)')
  const arrows = icons || phone
  const step = (to: number, name: string, icon: ReactNode, disabled: boolean) => (
    <PaginationItem disabled={disabled}>
      <PaginationLink
        onClick={() => onChange(to)}
        disabled={disabled}
        aria-label={arrows ? t(`pagination.sample.${name}`) : undefined}
      >
        {arrows ? icon : t(`pagination.sample.${name}`)}
      </PaginationLink>
    </PaginationItem>
  )
  return (
    <Pagination
      aria-label={label}
      size={size}
      listClassName={`mb-0 flex-sm-wrap row-gap-2 justify-content-${align} extension-pager`}
    >
      {edges && step(1, 'first', <ChevronsLeft size={16} aria-hidden="true" />, page === 1)}
      {step(page - 1, 'previous', <ChevronLeft size={16} aria-hidden="true" />, page === 1)}
      {pageWindow(page, pages, phone ? 0 : 1).map((number, index) =>
        number === null ? (
          <PaginationItem key={`gap-${index}`} disabled>
            <PaginationLink tag="span" aria-hidden="true">
              …
            </PaginationLink>
          </PaginationItem>
        ) : (
          <PaginationItem key={number} active={number === page}>
            <PaginationLink
              onClick={() => onChange(number)}
              aria-current={number === page ? 'page' : undefined}
              aria-label={t('pagination.sample.page', { number })}
            >
              {number}
            </PaginationLink>
          </PaginationItem>
        )
      )}
      {step(page + 1, 'next', <ChevronRight size={16} aria-hidden="true" />, page === pages)}
      {edges && step(pages, 'last', <ChevronsRight size={16} aria-hidden="true" />, page === pages)}
    </Pagination>
  )
}
