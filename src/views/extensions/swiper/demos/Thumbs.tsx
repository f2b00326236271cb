import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { Swiper as SwiperClass } from 'swiper'
import { FreeMode, Navigation, Thumbs } from 'swiper/modules'
import 'swiper/css/navigation'
import 'swiper/css/thumbs'
import { ThemedSwiper } from '../ThemedSwiper'
import { pictureSlides, usePictures } from '../pictures'

/** A gallery: the strip below picks the large slide, and follows it. */
export default function SwiperThumbs() {
  const { t } = useTranslation('extensions')
  const pictures = usePictures()
  const [strip, setStrip] = useState<SwiperClass | null>(null)
  return (
    <>
      <ThemedSwiper
        label={t('swiper.demos.Thumbs.title')}
        modules={[Navigation, Thumbs]}
        navigation
        thumbs={{ swiper: strip && !strip.destroyed ? strip : null }}
        spaceBetween={16}
      >
        {pictureSlides(pictures)}
      </ThemedSwiper>
      <ThemedSwiper
        label={t('swiper.sample.thumbnails')}
        modules={[FreeMode, Thumbs]}
        onSwiper={setStrip}
        slidesPerView={4}
        spaceBetween={8}
        freeMode
        watchSlidesProgress
        className="swiper-thumbs-strip"
      >
        {pictureSlides(pictures.map((picture) => ({ ...picture, alt: '' })))}
      </ThemedSwiper>
    </>
  )
}
