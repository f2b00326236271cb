import { CircleAlert, CircleCheck, X } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { IconButton } from '@core/components/IconButton'
import { uploadLimits } from '../contract'
import { sizeText } from '@/utility/format'
import type { Upload } from './useUploads'
import { keptFilesCap } from '@/utility/keptFiles/keptFiles'

/** Each file of the last uploads: its progress, done, or why it was refused. */
export function UploadList({ uploads, onClear }: { uploads: readonly Upload[]; onClear: () => void }) {
  const { t, i18n } = useTranslation('fileManager')
  if (uploads.length === 0) return null
  const why = (problem: string) =>
    ['unsupportedType', 'tooLarge', 'tooMany', 'notKept'].includes(problem)
      ? t(`upload.refused.${problem}`, {
          max: sizeText(uploadLimits.maxBytes, i18n.language),
          cap: sizeText(keptFilesCap, i18n.language),
          count: uploadLimits.maxFiles
        })
      : problem
  return (
    <section className="file-uploads" aria-labelledby="file-uploads-heading">
      <div className="d-flex align-items-center">
        <h2 className="h6 mb-0 flex-grow-1" id="file-uploads-heading">
          {t('upload.title')}
        </h2>
        <IconButton icon={X} size="sm" label={t('upload.clear')} onClick={onClear} />
      </div>
      <ul className="list-unstyled mb-0" aria-live="polite">
        {uploads.map((item) => (
          <li key={item.key} className="py-1">
            <div className="d-flex align-items-center gap-2 small">
              {item.state === 'done' && <CircleCheck size={16} className="text-success" aria-hidden="true" />}
              {item.state === 'refused' && (
                <CircleAlert size={16} className="text-danger" aria-hidden="true" />
              )}
              <span className="text-truncate flex-grow-1">{item.name}</span>
              <span className="text-body-secondary">{sizeText(item.size, i18n.language)}</span>
            </div>
            {item.unkept && <p className="small text-warning-emphasis mb-0">{t('upload.unkept')}</p>}
            {item.state === 'refused' ? (
              <p className="small text-danger mb-0">
                {t('upload.refusedFile', { name: item.name, why: why(item.problem ?? '') })}
              </p>
            ) : (
              <div
                className="progress"
                style={{ height: '0.25rem' }}
                role="progressbar"
                aria-label={t(item.state === 'done' ? 'upload.done' : 'upload.sending', { name: item.name })}
                aria-valuemin={0}
                aria-valuemax={100}
                aria-valuenow={Math.round(item.progress * 100)}
              >
                <div className="progress-bar" style={{ width: `${item.progress * 100}%` }} />
              </div>
            )}
          </li>
        ))}
      </ul>
    </section>
  )
}
