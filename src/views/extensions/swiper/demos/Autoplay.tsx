import { useState } from 'react'
import { Pause, Play } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Button } from 'reactstrap'
import type { Swiper as SwiperClass } from 'swiper'
import { Autoplay, Pagination } from 'swiper/modules'
import 'swiper/css/pagination'
import { useMediaQuery } from '@core/hooks/useMediaQuery'
import { ThemedSwiper } from '../ThemedSwiper'
import { pictureSlides, usePictures } from '../pictures'

/** Moves on every three seconds, pauses while the pointer rests on it, and stays still for reduced motion. */
export default function SwiperAutoplay() {
  const { t } = useTranslation('extensions')
  const calm = useMediaQuery('(prefers-reduced-motion: reduce)')
  const [swiper, setSwiper] = useState<SwiperClass | null>(null)
  const [running, setRunning] = useState(!calm)
  const toggle = () => (running ? swiper?.autoplay.stop() : swiper?.autoplay.start())
  return (
    <div className="swiper-stack">
      <ThemedSwiper
        key={String(calm)}
        label={t('swiper.demos.Autoplay.title')}
        modules={[Autoplay, Pagination]}
        autoplay={calm ? false : { delay: 3000, pauseOnMouseEnter: true, disableOnInteraction: false }}
        pagination={{ clickable: true }}
        loop
        onSwiper={setSwiper}
        onAutoplayStart={() => setRunning(true)}
        onAutoplayStop={() => setRunning(false)}
      >
        {pictureSlides(usePictures(4))}
      </ThemedSwiper>
      {calm ? (
        <p className="mb-0 text-body-secondary">{t('swiper.sample.calm')}</p>
      ) : (
        <div>
          <Button color="primary" outline size="sm" onClick={toggle}>
            {running ? <Pause size={16} aria-hidden="true" /> : <Play size={16} aria-hidden="true" />}
            <span className="ms-1">{running ? t('swiper.sample.pause') : t('swiper.sample.play')}</span>
          </Button>
        </div>
      )}
    </div>
  )
}
