import { Maximize2, Minimize2, Minus, X } from 'lucide-react'
import { useWatch } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { useDraftForm } from '@core/forms/DraftForm'
import type { ComposeValues } from './schema'

export type ComposerSize = 'normal' | 'minimised' | 'maximised'

/** The subject as the title, then minimise, maximise and close (which asks first if the mail holds something). */
export function ComposerHeader({
  size,
  onResize
}: {
  size: ComposerSize
  onResize: (size: ComposerSize) => void
}) {
  const { t } = useTranslation('email')
  const { discard } = useDraftForm<ComposeValues>()
  const subject = useWatch<ComposeValues, 'subject'>({ name: 'subject' })
  const title = subject.trim() || t('compose.title')
  const toggleLabel = t(size === 'maximised' ? 'compose.restore' : 'compose.maximise')
  return (
    <header className="card-header d-flex align-items-center gap-1 py-2">
      <h2 className="h6 mb-0 me-auto text-truncate">{title}</h2>
      <button
        type="button"
        className="btn btn-icon-action"
        aria-label={t(size === 'minimised' ? 'compose.expand' : 'compose.minimise')}
        aria-expanded={size !== 'minimised'}
        onClick={() => onResize(size === 'minimised' ? 'normal' : 'minimised')}
      >
        <Minus size={18} aria-hidden />
      </button>
      <button
        type="button"
        className="btn btn-icon-action d-none d-md-inline-flex"
        aria-label={toggleLabel}
        title={toggleLabel}
        onClick={() => onResize(size === 'maximised' ? 'normal' : 'maximised')}
      >
        {size === 'maximised' ? <Minimize2 size={16} aria-hidden /> : <Maximize2 size={16} aria-hidden />}
      </button>
      <button
        type="button"
        className="btn btn-icon-action"
        aria-label={t('compose.close')}
        title={t('compose.close')}
        onClick={discard}
      >
        <X size={18} aria-hidden />
      </button>
    </header>
  )
}
