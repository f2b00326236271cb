import { Fragment, type ReactNode } from 'react'
import { ChevronLeft, ChevronRight } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router-dom'
import { pageWindow } from './pageWindow'
import './pager.scss'

interface Props {
  page: number
  pages: number
  /** The address of a page: each page has its own, so Back returns to it. */
  href: (page: number) => string
  /** What is paged, for screen readers ("Pages of posts"). */
  label: string
  /** Which items of how many are shown, said when it changes. */
  status?: string
  /** Centred below a card list by default; `nl-list-pager` puts it at the foot of a list, at the end. */
  className?: string
}

/** Links to the pages of a card list; nothing when one page holds everything. */
export function Pager({
  page,
  pages,
  href,
  label,
  status,
  className = 'd-flex justify-content-center mt-4'
}: Props) {
  const { t } = useTranslation()
  if (pages <= 1) return null
  const toTop = () => window.scrollTo({ top: 0 })

  const item = (target: number, name: string, content: ReactNode, disabled: boolean) => (
    <li className={`page-item${disabled ? ' disabled' : ''}${target === page ? ' active' : ''}`}>
      {disabled ? (
        <span className="page-link" aria-hidden="true">
          {content}
        </span>
      ) : (
        <Link
          className="page-link"
          to={href(target)}
          aria-label={name}
          aria-current={target === page ? 'page' : undefined}
          onClick={toTop}
        >
          {content}
        </Link>
      )}
    </li>
  )
  const arrow = (Icon: typeof ChevronLeft) => <Icon size={16} aria-hidden="true" className="nl-flip-rtl" />

  return (
    <nav aria-label={label} className={className}>
      {status && <span aria-live="polite">{status}</span>}
      <ul className="pagination mb-0 flex-wrap">
        {item(page - 1, t('table.previousPage'), arrow(ChevronLeft), page <= 1)}
        {pageWindow(page, pages).map((number, index) =>
          number === null ? (
            <li key={`gap-${index}`} className="page-item disabled" aria-hidden="true">
              <span className="page-link">…</span>
            </li>
          ) : (
            <Fragment key={number}>{item(number, t('table.page', { page: number }), number, false)}</Fragment>
          )
        )}
        {item(page + 1, t('table.nextPage'), arrow(ChevronRight), page >= pages)}
      </ul>
    </nav>
  )
}
