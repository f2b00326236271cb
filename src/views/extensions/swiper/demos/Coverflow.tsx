import { useTranslation } from 'react-i18next'
import { EffectCoverflow, Pagination } from 'swiper/modules'
import 'swiper/css/effect-coverflow'
import 'swiper/css/pagination'
import { ThemedSwiper } from '../ThemedSwiper'
import { pictureSlides, usePictures } from '../pictures'

/** Neighbours turned away in depth, like record sleeves on a shelf. */
export default function SwiperCoverflow() {
  const { t } = useTranslation('extensions')
  return (
    <ThemedSwiper
      label={t('swiper.demos.Coverflow.title')}
      modules={[EffectCoverflow, Pagination]}
      effect="coverflow"
      coverflowEffect={{ rotate: 40, depth: 120, modifier: 1, slideShadows: true }}
      pagination={{ clickable: true }}
      slidesPerView="auto"
      centeredSlides
      initialSlide={2}
      grabCursor
      className="swiper-coverflow pb-4"
    >
      {pictureSlides(usePictures())}
    </ThemedSwiper>
  )
}
