import { useTranslation } from 'react-i18next'
import { Carousel } from '../Carousel'
import { useSlides } from '../slides'

/** Slides with captions, arrows and indicators; it keeps its own state and does not play by itself. */
export default function CarouselBasic() {
  const { t } = useTranslation('components')
  const slides = useSlides()
  return <Carousel slides={slides} label={t('carousel.sample.travel')} />
}
