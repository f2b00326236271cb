import { CircleCheck } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router-dom'
import { Card, CardBody, Table } from 'reactstrap'
import { formatDate } from '@/utility/format'
import type { Order } from '../contract'
import { ecommercePaths } from '../routes.contract'
import { Money } from '@core/components/Money'

export function OrderConfirmation({ order }: { order: Order }) {
  const { t, i18n } = useTranslation('ecommerce')
  return (
    <Card>
      <CardBody className="p-4">
        <div className="text-center mb-4" role="status">
          <CircleCheck size={48} className="text-success mb-2" aria-hidden="true" />
          <h2 className="h4">{t('confirmation.title', { id: order.id })}</h2>
          <p className="text-body-secondary mb-0">
            {t('confirmation.text', {
              date: formatDate(order.placedAt, i18n.language),
              method: t(`payment.methods.${order.payment.method}`)
            })}
          </p>
        </div>
        <div className="table-responsive">
          <Table className="mb-3" aria-label={t('confirmation.items')}>
            <thead>
              <tr>
                <th scope="col">{t('confirmation.item')}</th>
                <th scope="col" className="text-end">
                  {t('cart.quantity')}
                </th>
                <th scope="col" className="text-end">
                  {t('confirmation.price')}
                </th>
              </tr>
            </thead>
            <tbody>
              {order.items.map((item) => (
                <tr key={item.id}>
                  <td>{item.name}</td>
                  <td className="text-end">{item.qty}</td>
                  <td className="text-end">
                    <Money value={item.price * item.qty} />
                  </td>
                </tr>
              ))}
            </tbody>
            <tfoot>
              <tr>
                <th scope="row" colSpan={2}>
                  {t('summary.total')}
                </th>
                <td className="text-end fw-semibold">
                  <Money value={order.total} />
                </td>
              </tr>
            </tfoot>
          </Table>
        </div>
        <p className="small mb-4">
          {t('confirmation.deliverTo')} {order.address.fullName}, {order.address.street}, {order.address.zip}{' '}
          {order.address.city}
        </p>
        <div className="text-center">
          <Link to={ecommercePaths.shop} className="btn btn-primary">
            {t('confirmation.continue')}
          </Link>
        </div>
      </CardBody>
    </Card>
  )
}
