import type { ImgHTMLAttributes } from 'react'
import { ImageOff } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { isOtherHost } from '@/utility/safeLink'
import { showRemoteImages, useRemoteImagesShown } from './remoteImages'

export type DataImageProps = ImgHTMLAttributes<HTMLImageElement> & { src: string; alt: string }

/** A picture from data: one from another host waits until the user asks, as mail clients do. */
export function DataImage({ src, alt, className = '', width, height, ...img }: DataImageProps) {
  const { t } = useTranslation()
  const shown = useRemoteImagesShown()
  if (!shown && isOtherHost(src))
    return (
      <button
        type="button"
        className={`data-image-held ${className}`}
        style={{
          width: width && `${width}px`,
          aspectRatio: width && height ? `${width} / ${height}` : undefined
        }}
        aria-label={t('safeHtml.showImages')}
        title={t('safeHtml.showImages')}
        onClick={showRemoteImages}
      >
        <ImageOff size={16} aria-hidden="true" />
      </button>
    )
  return <img src={src} alt={alt} className={className} width={width} height={height} {...img} />
}
