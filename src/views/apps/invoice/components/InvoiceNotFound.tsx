import { FileX } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router-dom'
import { Card, CardBody } from 'reactstrap'
import { listPath } from '../paths'

/** An id that matches no invoice (deleted, mistyped), or no invoices at all: say so, lead back. */
export function InvoiceNotFound({ id }: { id?: number | string }) {
  const { t } = useTranslation('invoice')
  return (
    <Card>
      <CardBody className="text-center py-5">
        <FileX size={40} className="text-body-secondary mb-3" aria-hidden="true" />
        <h1 className="h4">{id === undefined ? t('notFound.none') : t('notFound.title', { id })}</h1>
        <p className="text-body-secondary">{t('notFound.text')}</p>
        <Link to={listPath} className="btn btn-primary">
          {t('actions.backToList')}
        </Link>
      </CardBody>
    </Card>
  )
}
