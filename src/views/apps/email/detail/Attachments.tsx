import { useTranslation } from 'react-i18next'
import type { EmailAttachment } from '../contract'
import { fileSize } from '../format'
import { DataImage } from '@core/components/data-image/DataImage'
import { publicUrl } from '@/utility/publicUrl'

const thumbnails: Record<string, string> = {
  svg: 'image',
  png: 'image',
  jpg: 'image',
  jpeg: 'image',
  gif: 'image',
  csv: 'sheet',
  xlsx: 'sheet'
}

export const thumbnailOf = ({ fileName, thumbnail }: Pick<EmailAttachment, 'fileName' | 'thumbnail'>) =>
  thumbnail ||
  publicUrl(`images/email/${thumbnails[fileName.split('.').pop()?.toLowerCase() ?? ''] ?? 'text'}.svg`)

export function Attachments({ files }: { files: readonly EmailAttachment[] }) {
  const { t, i18n } = useTranslation('email')
  if (files.length === 0) return null
  return (
    <section className="mt-4 pt-3 border-top" aria-label={t('detail.files', { count: files.length })}>
      <h2 className="h6 mb-3">{t('detail.files', { count: files.length })}</h2>
      <ul className="list-unstyled d-flex flex-wrap gap-3 mb-0">
        {files.map((file) => (
          <li key={file.fileName} className="nl-mail-file d-flex align-items-center gap-2 border rounded p-2">
            <DataImage src={thumbnailOf(file)} alt="" width={32} height={32} />
            <span className="min-w-0">
              <span className="d-block text-truncate small fw-semibold">{file.fileName}</span>
              <span className="d-block small text-body-secondary">{fileSize(file.size, i18n.language)}</span>
            </span>
            {file.url && (
              <a
                href={file.url}
                target="_blank"
                rel="noopener noreferrer"
                className="btn btn-sm btn-outline-primary ms-1"
                aria-label={t('detail.openFile', { name: file.fileName })}
              >
                {t('detail.open')}
              </a>
            )}
          </li>
        ))}
      </ul>
    </section>
  )
}
