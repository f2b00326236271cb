import { DataImage } from '@core/components/data-image/DataImage'

interface Props {
  src: string
  alt?: string
  size?: number
  className?: string
}

/** Fetched only near the viewport: the shop's first screen loads its own 9 images and no other. */
export function ProductImage({ src, alt = '', size = 240, className = '' }: Props) {
  return (
    <DataImage
      src={src}
      alt={alt}
      width={size}
      height={size}
      loading="lazy"
      decoding="async"
      className={`product-image ${className}`}
    />
  )
}
