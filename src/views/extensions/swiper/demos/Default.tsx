import { useTranslation } from 'react-i18next'
import { ThemedSwiper } from '../ThemedSwiper'
import { pictureSlides, usePictures } from '../pictures'

/** One slide at a time: drag or swipe it, or focus it and use the arrow keys. */
export default function SwiperDefault() {
  const { t } = useTranslation('extensions')
  return (
    <ThemedSwiper label={t('swiper.demos.Default.title')} spaceBetween={16}>
      {pictureSlides(usePictures(4))}
    </ThemedSwiper>
  )
}
