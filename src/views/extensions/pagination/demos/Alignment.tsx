import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Pager } from '../Pager'

/** Start, centre and end of the line: these follow the reading direction. */
export default function PaginationAlignment() {
  const { t } = useTranslation('extensions')
  const [page, setPage] = useState(2)
  return (
    <div className="d-grid gap-3">
      {(['start', 'center', 'end'] as const).map((align) => (
        <Pager
          key={align}
          label={t(`pagination.sample.align.${align}`)}
          page={page}
          pages={4}
          onChange={setPage}
          align={align}
        />
      ))}
    </div>
  )
}
