import { Download } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Button } from 'reactstrap'
import { ScrollRegion } from '@core/components/ScrollRegion'
import { FilePlayer } from '@widgets/player/FilePlayer'
import { sizeText } from '@/utility/format'
import type { Entry } from '../contract'
import { typeLook } from '../entryLook'
import { useLocalFileUrl } from '../upload/localFiles'
import { useFileText } from './useFileText'

interface Props {
  entry: Entry
  name: string
  onDownload: (entry: Entry) => void
}

/** Text as text: React writes it as characters, so markup in a file never runs. */
function TextContent({ text }: { text: string }) {
  const { t } = useTranslation('fileManager')
  return (
    <ScrollRegion label={t('preview.text')} className="file-preview-text">
      <pre className="mb-0">{text}</pre>
    </ScrollRegion>
  )
}

/** A file with no picture of its own (a PDF, a sheet, an archive): its type's icon, name, size and a download. */
function FileCard({ entry, name, onDownload }: Props) {
  const { t, i18n } = useTranslation('fileManager')
  const { icon: Icon, color } = typeLook[entry.type]
  return (
    <div className="text-center py-3">
      <Icon size={64} aria-hidden="true" className={`text-${color}`} />
      <p className="mt-2 mb-0 text-break fw-medium">{name}</p>
      <p className="small text-body-secondary mb-2">
        {t(`types.${entry.type}`)} · {sizeText(entry.size, i18n.language)}
      </p>
      <p className="small text-body-secondary">{t(entry.type === 'pdf' ? 'preview.pdf' : 'preview.none')}</p>
      <Button color="primary" outline size="sm" onClick={() => onDownload(entry)}>
        <Download size={16} aria-hidden="true" className="me-1" />
        {t('actions.download')}
      </Button>
    </div>
  )
}

/** What the file holds: a picture, its text, audio or video in the player, else its card. */
export function PreviewContent(props: Props) {
  const { entry, name } = props
  const local = useLocalFileUrl(entry)
  const url = entry.url || local
  const text = useFileText(entry.type === 'text' && !entry.excerpt ? url : '')
  if (url && entry.type === 'image') return <img src={url} alt={name} className="img-fluid rounded" />
  if (url && (entry.type === 'audio' || entry.type === 'video'))
    return <FilePlayer key={url} src={url} kind={entry.type} label={name} />
  if (entry.excerpt) return <TextContent text={entry.excerpt} />
  if (text) return <TextContent text={text} />
  return <FileCard {...props} />
}
