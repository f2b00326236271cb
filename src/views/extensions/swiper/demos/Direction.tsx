import { ArrowLeftRight } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Button } from 'reactstrap'
import { Navigation, Pagination } from 'swiper/modules'
import 'swiper/css/navigation'
import 'swiper/css/pagination'
import { useLayoutSettings } from '@core/hooks/useLayoutSettings'
import { useAppDispatch } from '@/redux/hooks'
import { updateLayout } from '@/redux/layout'
import { ThemedSwiper } from '../ThemedSwiper'
import { pictureSlides, usePictures } from '../pictures'

/** Every carousel here runs in the app's direction: switch it and they all mirror. */
export default function SwiperDirection() {
  const { t } = useTranslation('extensions')
  const dispatch = useAppDispatch()
  const { direction } = useLayoutSettings()
  const other = direction === 'rtl' ? 'ltr' : 'rtl'
  return (
    <div className="swiper-stack">
      <ThemedSwiper
        label={t('swiper.demos.Direction.title')}
        modules={[Navigation, Pagination]}
        navigation
        pagination={{ clickable: true }}
        spaceBetween={16}
      >
        {pictureSlides(usePictures(4))}
      </ThemedSwiper>
      <div>
        <Button
          color="primary"
          outline
          size="sm"
          onClick={() => dispatch(updateLayout({ direction: other }))}
        >
          <ArrowLeftRight size={16} aria-hidden="true" />
          <span className="ms-1">{t(`swiper.sample.switchTo.${other}`)}</span>
        </Button>
      </div>
    </div>
  )
}
