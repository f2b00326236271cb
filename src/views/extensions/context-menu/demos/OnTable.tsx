import { useTranslation } from 'react-i18next'
import { MoreVertical } from 'lucide-react'
import { Table } from 'reactstrap'
import { invoiceEntries } from '../entries'
import { useContextMenu } from '../useContextMenu'

const invoices = [
  { id: 'INV-4102', client: 'Fjord Analytics', paid: true },
  { id: 'INV-4103', client: 'Lumen Studio', paid: false },
  { id: 'INV-4104', client: 'Polar Freight', paid: false }
]

/** A menu per row: right-click anywhere on it, or use the row's button (Shift+F10 works there too). */
export default function ContextMenuOnTable() {
  const { t } = useTranslation('extensions')
  const paidMenu = useContextMenu(t('context-menu.sample.invoice'), invoiceEntries(t, true))
  const openMenu = useContextMenu(t('context-menu.sample.invoice'), invoiceEntries(t, false))
  return (
    <div className="table-responsive">
      <Table className="mb-0 align-middle">
        <thead>
          <tr>
            <th scope="col">{t('context-menu.sample.invoice')}</th>
            <th scope="col">{t('context-menu.sample.client')}</th>
            <th scope="col">{t('context-menu.sample.status')}</th>
          </tr>
        </thead>
        <tbody>
          {invoices.map(({ id, client, paid }) => {
            const menu = paid ? paidMenu : openMenu
            const { onContextMenu, onKeyDown } = menu.bind(id)
            return (
              <tr key={id} onContextMenu={onContextMenu}>
                <td>
                  <button
                    type="button"
                    className="btn btn-sm btn-link p-0 d-inline-flex align-items-center gap-1"
                    aria-haspopup="menu"
                    aria-label={t('context-menu.sample.actionsFor', { id })}
                    onKeyDown={onKeyDown}
                    onClick={(event) => menu.openBelow(event.currentTarget, id)}
                  >
                    {id}
                    <MoreVertical size={14} aria-hidden="true" />
                  </button>
                </td>
                <td>{client}</td>
                <td>
                  <span className={`badge rounded-pill ${paid ? 'text-bg-success' : 'text-bg-warning'}`}>
                    {t(paid ? 'context-menu.sample.paid' : 'context-menu.sample.due')}
                  </span>
                </td>
              </tr>
            )
          })}
        </tbody>
      </Table>
      {paidMenu.element}
      {openMenu.element}
    </div>
  )
}
