import { useTranslation } from 'react-i18next'
import { Pagination } from 'swiper/modules'
import 'swiper/css/pagination'
import { ThemedSwiper } from '../ThemedSwiper'
import { pictureSlides, usePictures } from '../pictures'

/** Three slides in view, moving three at a time. */
export default function SwiperMultipleSlides() {
  const { t } = useTranslation('extensions')
  return (
    <ThemedSwiper
      label={t('swiper.demos.MultipleSlides.title')}
      modules={[Pagination]}
      pagination={{ clickable: true }}
      slidesPerView={3}
      slidesPerGroup={3}
      spaceBetween={12}
      className="pb-4"
    >
      {pictureSlides(usePictures())}
    </ThemedSwiper>
  )
}
