import { useTranslation } from 'react-i18next'
import { EffectCube, Pagination } from 'swiper/modules'
import 'swiper/css/effect-cube'
import 'swiper/css/pagination'
import { ThemedSwiper } from '../ThemedSwiper'
import { pictureSlides, usePictures } from '../pictures'

/** The slides as the faces of a turning cube, with a shadow beneath. */
export default function SwiperCube() {
  const { t } = useTranslation('extensions')
  return (
    <div className="swiper-cube-box">
      <ThemedSwiper
        label={t('swiper.demos.Cube.title')}
        modules={[EffectCube, Pagination]}
        effect="cube"
        cubeEffect={{ shadow: true, slideShadows: true, shadowOffset: 20, shadowScale: 0.9 }}
        pagination={{ clickable: true }}
        grabCursor
      >
        {pictureSlides(usePictures(4))}
      </ThemedSwiper>
    </div>
  )
}
