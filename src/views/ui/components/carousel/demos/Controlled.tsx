import { useState } from 'react'
import { Button, Carousel, CarouselCaption, CarouselControl, CarouselIndicators, CarouselItem } from 'reactstrap'
import { slides } from '../slides'

// Autoplay would move content that nobody asked to move: only when motion is welcome, and paused on hover.
const autoplay = typeof window !== 'undefined' && !window.matchMedia('(prefers-reduced-motion: reduce)').matches

/** The active slide in your state: buttons outside the carousel can move it; autoplay every 5 s. */
export default function CarouselControlled() {
  const [active, setActive] = useState(0)
  const [animating, setAnimating] = useState(false)
  const go = (index: number) => !animating && setActive((index + slides.length) % slides.length)
  return (
    <div className="d-grid gap-3">
      <Carousel activeIndex={active} next={() => go(active + 1)} previous={() => go(active - 1)} interval={autoplay ? 5000 : false} pause="hover" className="demo-carousel">
        <CarouselIndicators items={slides} activeIndex={active} onClickHandler={go} />
        {slides.map((slide) => (
          <CarouselItem key={slide.key} onExiting={() => setAnimating(true)} onExited={() => setAnimating(false)}>
            <img src={slide.src} alt={slide.altText} className="d-block w-100" />
            <CarouselCaption captionText={slide.caption} captionHeader={slide.header} />
          </CarouselItem>
        ))}
        <CarouselControl direction="prev" directionText="Previous slide" onClickHandler={() => go(active - 1)} />
        <CarouselControl direction="next" directionText="Next slide" onClickHandler={() => go(active + 1)} />
      </Carousel>
      <div className="demo-row" role="group" aria-label="Go to slide">
        {slides.map((slide, index) => (
          <Button key={slide.key} size="sm" color="primary" outline={index !== active} aria-pressed={index === active} onClick={() => go(index)}>
            {slide.caption}
          </Button>
        ))}
      </div>
    </div>
  )
}
