import { useTranslation } from 'react-i18next'
import { Navigation, Pagination } from 'swiper/modules'
import 'swiper/css/navigation'
import 'swiper/css/pagination'
import { ThemedSwiper } from '../ThemedSwiper'
import { pictureSlides, usePictures } from '../pictures'

/** A bar that fills as you go. */
export default function SwiperProgress() {
  const { t } = useTranslation('extensions')
  return (
    <ThemedSwiper
      label={t('swiper.demos.Progress.title')}
      modules={[Navigation, Pagination]}
      navigation
      pagination={{ type: 'progressbar' }}
      spaceBetween={16}
    >
      {pictureSlides(usePictures())}
    </ThemedSwiper>
  )
}
