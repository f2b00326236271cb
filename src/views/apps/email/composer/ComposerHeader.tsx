import { Maximize2, Minimize2, Minus, X } from 'lucide-react'
import { useWatch } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { IconButton } from '@core/components/IconButton'
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
      <IconButton
        icon={Minus}
        label={t(size === 'minimised' ? 'compose.expand' : 'compose.minimise')}
        aria-expanded={size !== 'minimised'}
        onClick={() => onResize(size === 'minimised' ? 'normal' : 'minimised')}
      />
      <IconButton
        icon={size === 'maximised' ? Minimize2 : Maximize2}
        iconSize={16}
        className="d-none d-md-inline-flex"
        label={toggleLabel}
        onClick={() => onResize(size === 'maximised' ? 'normal' : 'maximised')}
      />
      <IconButton icon={X} label={t('compose.close')} onClick={discard} />
    </header>
  )
}
