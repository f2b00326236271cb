import { useTranslation } from 'react-i18next'
import { Pagination } from 'swiper/modules'
import 'swiper/css/pagination'
import { ThemedSwiper } from '../ThemedSwiper'
import { pictureSlides, usePictures } from '../pictures'

/** The current slide in the middle, its neighbours peeking in at the sides. */
export default function SwiperCentred() {
  const { t } = useTranslation('extensions')
  return (
    <ThemedSwiper
      label={t('swiper.demos.Centred.title')}
      modules={[Pagination]}
      pagination={{ clickable: true }}
      slidesPerView="auto"
      centeredSlides
      initialSlide={1}
      spaceBetween={16}
      className="swiper-centred pb-4"
    >
      {pictureSlides(usePictures())}
    </ThemedSwiper>
  )
}
