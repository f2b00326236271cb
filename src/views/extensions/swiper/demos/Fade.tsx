import { useTranslation } from 'react-i18next'
import { EffectFade, Navigation, Pagination } from 'swiper/modules'
import 'swiper/css/effect-fade'
import 'swiper/css/navigation'
import 'swiper/css/pagination'
import { ThemedSwiper } from '../ThemedSwiper'
import { pictureSlides, usePictures } from '../pictures'

/** Slides cross-fade in place instead of sliding. */
export default function SwiperFade() {
  const { t } = useTranslation('extensions')
  return (
    <ThemedSwiper
      label={t('swiper.demos.Fade.title')}
      modules={[EffectFade, Navigation, Pagination]}
      effect="fade"
      fadeEffect={{ crossFade: true }}
      navigation
      pagination={{ clickable: true }}
    >
      {pictureSlides(usePictures(4))}
    </ThemedSwiper>
  )
}
