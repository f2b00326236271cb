import { ChevronLeft, ChevronRight } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { IconButton } from '@core/components/IconButton'

export const tasksPerPage = 50

interface Props {
  page: number
  total: number
  onChange: (page: number) => void
}

/** Which tasks of how many are drawn, and the way to the next and previous pages; nothing when one page holds all. */
export function TaskPager({ page, total, onChange }: Props) {
  const { t } = useTranslation('todo')
  const pages = Math.ceil(total / tasksPerPage)
  if (pages <= 1) return null
  const from = (page - 1) * tasksPerPage + 1
  const to = Math.min(page * tasksPerPage, total)
  return (
    <nav className="todo-pager" aria-label={t('list.pages')}>
      <IconButton
        icon={ChevronLeft}
        iconClassName="todo-pager-icon"
        label={t('list.previousPage')}
        disabled={page <= 1}
        onClick={() => onChange(page - 1)}
      />
      <span aria-live="polite">{t('list.range', { from, to, count: total })}</span>
      <IconButton
        icon={ChevronRight}
        iconClassName="todo-pager-icon"
        label={t('list.nextPage')}
        disabled={page >= pages}
        onClick={() => onChange(page + 1)}
      />
    </nav>
  )
}
