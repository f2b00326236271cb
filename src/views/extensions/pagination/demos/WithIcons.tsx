import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Pager } from '../Pager'

/** Chevrons instead of words, named for screen readers and turned round in right-to-left. */
export default function PaginationWithIcons() {
  const { t } = useTranslation('extensions')
  const [page, setPage] = useState(4)
  return (
    <Pager label={t('pagination.sample.gallery')} page={page} pages={12} onChange={setPage} edges icons />
  )
}
