import { useTranslation } from 'react-i18next'
import { Navigation } from 'swiper/modules'
import 'swiper/css/navigation'
import { ThemedSwiper } from '../ThemedSwiper'
import { pictureSlides, usePictures } from '../pictures'

/** Previous and next buttons, reachable with Tab and pressed with Enter. */
export default function SwiperNavigation() {
  const { t } = useTranslation('extensions')
  return (
    <ThemedSwiper
      label={t('swiper.demos.Navigation.title')}
      modules={[Navigation]}
      navigation
      spaceBetween={16}
    >
      {pictureSlides(usePictures(4))}
    </ThemedSwiper>
  )
}
