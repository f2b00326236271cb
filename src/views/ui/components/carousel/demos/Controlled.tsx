import { useTranslation } from 'react-i18next'
import { useState } from 'react'
import { Button } from 'reactstrap'
import { Carousel } from '../Carousel'
import { useSlides } from '../slides'

/** The shown slide in your state (`active`, `onChange`), buttons outside moving it, autoplay every 5 s. */
export default function CarouselControlled() {
  const { t } = useTranslation('components')
  const [active, setActive] = useState(0)
  const slides = useSlides()
  return (
    <div className="d-grid gap-3">
      <Carousel
        slides={slides}
        label={t('carousel.sample.highlights')}
        active={active}
        onChange={setActive}
        interval={5000}
      />
      <div className="demo-row" role="group" aria-label={t('carousel.sample.goTo')}>
        {slides.map((slide, index) => (
          <Button
            key={slide.key}
            size="sm"
            color="primary"
            outline={index !== active}
            aria-pressed={index === active}
            onClick={() => setActive(index)}
          >
            {slide.caption}
          </Button>
        ))}
      </div>
    </div>
  )
}
