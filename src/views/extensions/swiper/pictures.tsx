import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { SwiperSlide } from 'swiper/react'
import { publicUrl } from '@/utility/publicUrl'

const files = {
  aurora: publicUrl('images/slides/1.svg'),
  sunset: publicUrl('images/slides/2.svg'),
  growth: publicUrl('images/slides/3.svg'),
  lights: publicUrl('images/profile/post-aurora.svg'),
  cabin: publicUrl('images/profile/post-cabin.svg'),
  fjord: publicUrl('images/profile/post-fjord.svg'),
  sketch: publicUrl('images/profile/post-sketch.svg')
} as const

interface Picture {
  key: string
  src: string
  alt: string
}

/** The slides' pictures: drawings of our own in public/images, described in the page's language. */
export function usePictures(count: number = Object.keys(files).length): Picture[] {
  const { t } = useTranslation('extensions')
  return Object.entries(files)
    .slice(0, count)
    .map(([key, src]) => ({ key, src, alt: t(`swiper.pictures.${key}`) }))
}

/** A lazy picture loads as its slide comes near and shows a spinner until then. */
function SlidePicture({ src, alt, lazy }: { src: string; alt: string; lazy: boolean }) {
  const [loading, setLoading] = useState(lazy)
  return (
    <>
      <img
        src={src}
        alt={alt}
        width={640}
        height={360}
        loading={lazy ? 'lazy' : undefined}
        onLoad={() => setLoading(false)}
      />
      {loading && <span className="spinner-border text-primary swiper-picture-spinner" aria-hidden="true" />}
    </>
  )
}

/** One slide per picture. */
export const pictureSlides = (pictures: Picture[], lazy = false) =>
  pictures.map(({ key, src, alt }) => (
    <SwiperSlide key={key}>
      <SlidePicture src={src} alt={alt} lazy={lazy} />
    </SwiperSlide>
  ))
