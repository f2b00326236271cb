import { useTranslation } from 'react-i18next'
import { Table } from 'reactstrap'

import { lineTotal } from '../contract'
import type { InvoiceItem } from '../contract'
import { Money } from '@core/components/Money'

export function DocumentItems({ items }: { items: InvoiceItem[] }) {
  const { t } = useTranslation('invoice')
  return (
    <Table responsive className="mb-0 invoice-items">
      <thead>
        <tr>
          <th scope="col">{t('document.item')}</th>
          <th scope="col" className="text-end">
            {t('document.cost')}
          </th>
          <th scope="col" className="text-end">
            {t('document.qty')}
          </th>
          <th scope="col" className="text-end">
            {t('document.price')}
          </th>
        </tr>
      </thead>
      <tbody>
        {items.map((item, index) => (
          <tr key={index}>
            <td>
              <div className="fw-semibold">{item.name}</div>
              <small className="text-body-secondary">{item.description}</small>
            </td>
            <td className="text-end">
              <Money value={item.cost} />
            </td>
            <td className="text-end">{item.qty}</td>
            <td className="text-end">
              <Money value={lineTotal(item)} />
            </td>
          </tr>
        ))}
        {items.length === 0 && (
          <tr>
            <td colSpan={4} className="text-center text-body-secondary py-4">
              {t('document.noItems')}
            </td>
          </tr>
        )}
      </tbody>
    </Table>
  )
}
