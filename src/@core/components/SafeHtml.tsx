import { useMemo, type ElementType } from 'react'
import { ImageOff } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Button } from 'reactstrap'
import { sanitizeHoldingImages, sanitizeHtml } from '@/utility/sanitize'
import { showRemoteImages, useRemoteImagesShown } from './data-image/remoteImages'

export interface SafeHtmlProps {
  html: string
  as?: ElementType
  className?: string
  /** Images from other hosts load only once the reader asks, as mail clients do. */
  holdRemoteImages?: boolean
}

// Whatever the sanitizer lets through is drawn inside this box, clipped to it, and positioned against it.
const confined = { contain: 'content', overflow: 'hidden' } as const

/** The only way to render HTML from data: through DOMPurify, never `dangerouslySetInnerHTML` alone. */
export function SafeHtml({ html, as: Tag = 'div', className, holdRemoteImages = false }: SafeHtmlProps) {
  const shown = useRemoteImagesShown()
  const clean = useMemo(
    () =>
      holdRemoteImages && !shown ? sanitizeHoldingImages(html) : { html: sanitizeHtml(html), heldBack: 0 },
    [html, holdRemoteImages, shown]
  )
  return (
    <>
      {clean.heldBack > 0 && <HeldImagesNote count={clean.heldBack} onShow={showRemoteImages} />}
      <Tag className={className} style={confined} dangerouslySetInnerHTML={{ __html: clean.html }} />
    </>
  )
}

function HeldImagesNote({ count, onShow }: { count: number; onShow: () => void }) {
  const { t } = useTranslation()
  return (
    <p className="small text-body-secondary d-flex align-items-center gap-2 mb-2">
      <ImageOff size={16} aria-hidden="true" />
      {t('safeHtml.heldBack', { count })}
      <Button color="link" size="sm" className="p-0" onClick={onShow}>
        {t('safeHtml.showImages')}
      </Button>
    </p>
  )
}
