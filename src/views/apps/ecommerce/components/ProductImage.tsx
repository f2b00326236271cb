interface Props {
  src: string
  /** The product's name when the image says something the text next to it does not; '' otherwise. */
  alt?: string
  size?: number
  className?: string
}

/** A product drawing, fetched only when it comes near the viewport (the shop's first screen loads
 *  its own 9 images and no other). */
export function ProductImage({ src, alt = '', size = 240, className = '' }: Props) {
  return (
    <img
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
