import { useTranslation } from 'react-i18next'
import { Navigation, Pagination } from 'swiper/modules'
import 'swiper/css/navigation'
import 'swiper/css/pagination'
import { ThemedSwiper } from '../ThemedSwiper'
import { pictureSlides, usePictures } from '../pictures'

/** Pictures load only when their slide comes near, with a spinner meanwhile. */
export default function SwiperLazy() {
  const { t } = useTranslation('extensions')
  return (
    <ThemedSwiper
      label={t('swiper.demos.Lazy.title')}
      modules={[Navigation, Pagination]}
      navigation
      pagination={{ clickable: true }}
      lazyPreloadPrevNext={1}
      spaceBetween={16}
    >
      {pictureSlides(usePictures(), true)}
    </ThemedSwiper>
  )
}
