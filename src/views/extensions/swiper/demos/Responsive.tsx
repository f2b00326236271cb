import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Pagination } from 'swiper/modules'
import 'swiper/css/pagination'
import { ThemedSwiper } from '../ThemedSwiper'
import { pictureSlides, usePictures } from '../pictures'

const breakpoints = { 360: { slidesPerView: 2 }, 640: { slidesPerView: 3 }, 900: { slidesPerView: 4 } }

/** As many slides as the card's width holds: resize the window to see the count change. */
export default function SwiperResponsive() {
  const { t } = useTranslation('extensions')
  const [perView, setPerView] = useState(1)
  return (
    <div className="swiper-stack">
      <ThemedSwiper
        label={t('swiper.demos.Responsive.title')}
        modules={[Pagination]}
        pagination={{ clickable: true }}
        slidesPerView={1}
        spaceBetween={12}
        breakpoints={breakpoints}
        breakpointsBase="container"
        onBreakpoint={(_, params) => setPerView(Number(params.slidesPerView ?? 1))}
        className="pb-4"
      >
        {pictureSlides(usePictures())}
      </ThemedSwiper>
      <p className="mb-0 text-body-secondary" aria-live="polite">
        {t('swiper.sample.perView', { count: perView })}
      </p>
    </div>
  )
}
