import { useTranslation } from 'react-i18next'
import { Table } from 'reactstrap'
import { formatMoney } from '@/utility/format'
import { lineTotal } from '../contract'
import type { InvoiceItem } from '../contract'

export function DocumentItems({ items }: { items: InvoiceItem[] }) {
  const { t, i18n } = useTranslation('invoice')
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
            <td className="text-end">{formatMoney(item.cost, i18n.language)}</td>
            <td className="text-end">{item.qty}</td>
            <td className="text-end">{formatMoney(lineTotal(item), i18n.language)}</td>
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
