import { FileX } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { NotFoundCard } from '@core/components/NotFoundCard'
import { invoicePaths } from '../contract'

export function InvoiceNotFound({ id }: { id?: number | string }) {
  const { t } = useTranslation('invoice')
  return (
    <NotFoundCard
      icon={FileX}
      title={id === undefined ? t('notFound.none') : t('notFound.title', { id })}
      text={t('notFound.text')}
      back={{ to: invoicePaths.list, label: t('actions.backToList') }}
    />
  )
}
