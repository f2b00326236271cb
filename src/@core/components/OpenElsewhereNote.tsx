import { Copy } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { useOpenElsewhere } from '@core/hooks/useOpenElsewhere'

interface Props {
  /** The record as the activity log names it, and its id: `user`, 12. */
  entity: string
  id: number | string
  className?: string
}

/** "Also open in another tab", said politely while another tab of this browser shows the same record. */
export function OpenElsewhereNote({ entity, id, className = 'mb-3' }: Props) {
  const { t } = useTranslation()
  const elsewhere = useOpenElsewhere(`${entity}:${id}`)
  // The live region stays in place, so the note is announced when it appears.
  return (
    <div role="status" className={elsewhere ? className : undefined}>
      {elsewhere && (
        <div className="alert alert-info d-flex align-items-center gap-2 py-2 mb-0">
          <Copy size={16} aria-hidden="true" />
          {t('demoData.openElsewhere')}
        </div>
      )}
    </div>
  )
}
