import { useTranslation } from 'react-i18next'
import { Carousel } from '../Carousel'
import { useSlides } from '../slides'

/** `fade`: slides cross-fade instead of sliding. */
export default function CarouselCrossfade() {
  const { t } = useTranslation('components')
  const slides = useSlides()
  return <Carousel slides={slides} label={t('carousel.sample.travelFade')} fade />
}
