import { X } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { IconButton } from '@core/components/IconButton'
import type { Entry } from '../contract'
import { useDemoName } from '../useDemoName'
import { PreviewContent } from './PreviewContent'
import { formatDate, sizeText } from '@/utility/format'

interface Props {
  entry: Entry
  onClose: () => void
  onDownload: (entry: Entry) => void
}

export function PreviewPane({ entry, onClose, onDownload }: Props) {
  const { t, i18n } = useTranslation('fileManager')
  const name = useDemoName()(entry)
  const rows: [string, string][] = [
    [t('preview.type'), t(`types.${entry.type}`)],
    [t('preview.size'), sizeText(entry.size, i18n.language)],
    [t('preview.owner'), entry.owner.name],
    [t('preview.updated'), formatDate(entry.updatedAt, i18n.language)],
    [
      t('preview.shared'),
      entry.shares.map((share) => `${share.person.name} (${t(`roles.${share.role}`)})`).join(', ') ||
        t('preview.notShared')
    ]
  ]
  return (
    <aside className="file-preview" aria-labelledby="file-preview-title">
      <div className="d-flex align-items-center gap-2 mb-3">
        <h2 id="file-preview-title" className="h6 mb-0 flex-grow-1 text-break">
          {name}
        </h2>
        <IconButton icon={X} size="sm" label={t('preview.close')} onClick={onClose} />
      </div>
      <PreviewContent entry={entry} name={name} onDownload={onDownload} />
      <dl className="small mt-3 mb-0">
        {rows.map(([label, value]) => (
          <div key={label} className="mb-2">
            <dt className="text-body-secondary fw-normal">{label}</dt>
            <dd className="mb-0">{value}</dd>
          </div>
        ))}
      </dl>
    </aside>
  )
}
