import { useTranslation } from 'react-i18next'
import { Copy } from 'lucide-react'
import { Button } from 'reactstrap'
import { useCopy } from '../useCopy'

/** A text on the page, not a field: the button copies its words. */
export default function ClipboardFromText() {
  const { t } = useTranslation('extensions')
  const copy = useCopy()
  const address = t('clipboard.sample.address')
  return (
    <div className="d-grid gap-3">
      <address className="mb-0 border rounded p-3">{address}</address>
      <div>
        <Button color="primary" outline onClick={() => copy(address)}>
          <Copy size={16} aria-hidden="true" />
          <span className="ms-1">{t('clipboard.sample.copyAddress')}</span>
        </Button>
      </div>
    </div>
  )
}
