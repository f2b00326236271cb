import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Pager } from '../Pager'

/** Small, default and large, sharing one current page. */
export default function PaginationSizes() {
  const { t } = useTranslation('extensions')
  const [page, setPage] = useState(3)
  return (
    <div className="d-grid gap-3">
      {(['sm', undefined, 'lg'] as const).map((size) => (
        <Pager
          key={size ?? 'md'}
          label={t(`pagination.sample.size.${size ?? 'md'}`)}
          page={page}
          pages={6}
          onChange={setPage}
          size={size}
        />
      ))}
    </div>
  )
}
