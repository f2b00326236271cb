import { Fragment, type ReactNode } from 'react'
import { ChevronLeft, ChevronRight } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router-dom'

interface Props {
  page: number
  pages: number
  href: (page: number) => string
}

/** Links, so each page has its own address and Back returns to it. */
export function Pager({ page, pages, href }: Props) {
  const { t } = useTranslation('blog')
  if (pages <= 1) return null
  const item = (target: number, label: string, content: ReactNode, disabled = false) => (
    <li className={`page-item ${disabled ? 'disabled' : ''} ${target === page && !disabled ? 'active' : ''}`}>
      {disabled ? (
        <span className="page-link" aria-hidden="true">
          {content}
        </span>
      ) : (
        <Link
          className="page-link"
          to={href(target)}
          aria-label={label}
          aria-current={target === page ? 'page' : undefined}
        >
          {content}
        </Link>
      )}
    </li>
  )
  return (
    <nav aria-label={t('list.pages')} className="d-flex justify-content-center mt-4">
      <ul className="pagination mb-0 flex-wrap">
        {item(
          page - 1,
          t('list.previous'),
          <ChevronLeft size={16} aria-hidden="true" className="blog-flip" />,
          page <= 1
        )}
        {Array.from({ length: pages }, (_, index) => index + 1).map((number) => (
          <Fragment key={number}>{item(number, t('list.page', { page: number }), number)}</Fragment>
        ))}
        {item(
          page + 1,
          t('list.next'),
          <ChevronRight size={16} aria-hidden="true" className="blog-flip" />,
          page >= pages
        )}
      </ul>
    </nav>
  )
}
