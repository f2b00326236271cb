import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Pager } from '../Pager'

/** Many pages: first and last buttons, and an ellipsis for the pages left out. */
export default function PaginationFirstLast() {
  const { t } = useTranslation('extensions')
  const [page, setPage] = useState(7)
  return <Pager label={t('pagination.sample.archive')} page={page} pages={20} onChange={setPage} edges />
}
