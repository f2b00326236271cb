import { useTranslation } from 'react-i18next'
import { Navigation, Pagination } from 'swiper/modules'
import 'swiper/css/navigation'
import 'swiper/css/pagination'
import { ThemedSwiper } from '../ThemedSwiper'
import { pictureSlides, usePictures } from '../pictures'

/** The current slide and the count, as numbers. */
export default function SwiperFraction() {
  const { t } = useTranslation('extensions')
  return (
    <ThemedSwiper
      label={t('swiper.demos.Fraction.title')}
      modules={[Navigation, Pagination]}
      navigation
      pagination={{ type: 'fraction' }}
      spaceBetween={16}
    >
      {pictureSlides(usePictures())}
    </ThemedSwiper>
  )
}
