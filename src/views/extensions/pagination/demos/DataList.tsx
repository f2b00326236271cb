import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { ListGroup, ListGroupItem } from 'reactstrap'
import { Pager } from '../Pager'

const perPage = 4
const orders = Array.from({ length: 22 }, (_, index) => 5001 + index)

/** The pager drives a list: four orders a page, and the range shown is announced. */
export default function PaginationDataList() {
  const { t } = useTranslation('extensions')
  const [page, setPage] = useState(1)
  const pages = Math.ceil(orders.length / perPage)
  const shown = orders.slice((page - 1) * perPage, page * perPage)
  return (
    <div className="d-grid gap-3">
      <ListGroup>
        {shown.map((order) => (
          <ListGroupItem key={order}>{t('pagination.sample.order', { number: order })}</ListGroupItem>
        ))}
      </ListGroup>
      <p className="mb-0 text-body-secondary" aria-live="polite">
        {t('pagination.sample.showing', {
          from: shown[0]! - 5000,
          to: shown.at(-1)! - 5000,
          total: orders.length
        })}
      </p>
      <Pager label={t('pagination.sample.orders')} page={page} pages={pages} onChange={setPage} icons />
    </div>
  )
}
