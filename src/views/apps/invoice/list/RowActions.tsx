import { Copy, Download, Eye, Pencil, Trash2 } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router-dom'
import { DropdownItem } from 'reactstrap'
import { RowMenu } from '@core/components/RowMenu'
import { invoicePaths } from '../contract'
import type { Invoice } from '../contract'

export interface RowActionHandlers {
  onDownload: (invoice: Invoice) => void
  onDuplicate: (invoice: Invoice) => void
  onDelete: (invoice: Invoice) => void
}

export function RowActions({
  invoice,
  onDownload,
  onDuplicate,
  onDelete
}: { invoice: Invoice } & RowActionHandlers) {
  const { t } = useTranslation('invoice')
  const { id } = invoice
  return (
    <div className="d-flex align-items-center gap-1">
      <Link
        to={invoicePaths.preview(id)}
        className="btn btn-sm btn-icon-action"
        aria-label={t('actions.previewOf', { id })}
        title={t('actions.preview')}
      >
        <Eye size={16} aria-hidden="true" />
      </Link>
      <RowMenu label={t('actions.moreFor', { id })} title={t('actions.more')} inBody>
        {() => (
          <>
            <DropdownItem onClick={() => onDownload(invoice)}>
              <Download size={14} className="me-2" aria-hidden="true" />
              {t('actions.download')}
            </DropdownItem>
            <DropdownItem tag={Link} to={invoicePaths.edit(id)}>
              <Pencil size={14} className="me-2" aria-hidden="true" />
              {t('actions.edit')}
            </DropdownItem>
            <DropdownItem onClick={() => onDuplicate(invoice)}>
              <Copy size={14} className="me-2" aria-hidden="true" />
              {t('actions.duplicate')}
            </DropdownItem>
            <DropdownItem divider />
            <DropdownItem className="text-danger" onClick={() => onDelete(invoice)}>
              <Trash2 size={14} className="me-2" aria-hidden="true" />
              {t('actions.delete')}
            </DropdownItem>
          </>
        )}
      </RowMenu>
    </div>
  )
}
