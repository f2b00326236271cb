import { useTranslation } from 'react-i18next'
import { Pagination } from 'swiper/modules'
import 'swiper/css/pagination'
import { ThemedSwiper } from '../ThemedSwiper'
import { pictureSlides, usePictures } from '../pictures'

/** Bullets that grow around the current one; each is a button to its slide. */
export default function SwiperPagination() {
  const { t } = useTranslation('extensions')
  return (
    <ThemedSwiper
      label={t('swiper.demos.Pagination.title')}
      modules={[Pagination]}
      pagination={{ clickable: true, dynamicBullets: true }}
      spaceBetween={16}
    >
      {pictureSlides(usePictures())}
    </ThemedSwiper>
  )
}
