import { X } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { IconButton } from '@core/components/IconButton'
import { FilePlayer } from '@widgets/player/FilePlayer'
import { ScrollRegion } from '@core/components/ScrollRegion'
import type { Entry } from '../contract'
import { typeLook } from '../entryLook'
import { sizeText } from '@/utility/format'
import { useDemoName } from '../useDemoName'
import { formatDate } from '@/utility/format'
import { useLocalFileUrl } from '../upload/localFiles'

/** What the file holds (a picture, its text, audio or video in the player, else its type's icon) and its details. */
function Content({ entry, name }: { entry: Entry; name: string }) {
  const { t } = useTranslation('fileManager')
  const { icon: Icon, color } = typeLook[entry.type]
  const local = useLocalFileUrl(entry)
  const url = entry.url || local
  if (url && entry.type === 'image') return <img src={url} alt={name} className="img-fluid rounded" />
  if (url && (entry.type === 'audio' || entry.type === 'video'))
    return <FilePlayer key={url} src={url} kind={entry.type} label={name} />
  if (entry.excerpt)
    return (
      <ScrollRegion label={t('preview.text')} className="file-preview-text">
        <pre className="mb-0">{entry.excerpt}</pre>
      </ScrollRegion>
    )
  return (
    <div className="text-center py-4">
      <Icon size={64} aria-hidden="true" className={`text-${color}`} />
      <p className="small text-body-secondary mt-2 mb-0">{t('preview.none')}</p>
    </div>
  )
}

export function PreviewPane({ entry, onClose }: { entry: Entry; onClose: () => void }) {
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
      <Content entry={entry} name={name} />
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
