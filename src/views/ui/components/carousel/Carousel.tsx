import { useEffect, useState, type CSSProperties } from 'react'
import { ChevronLeft, ChevronRight } from 'lucide-react'
import './carousel.scss'

export interface Slide {
  key: string
  src: string
  altText: string
  caption?: string
  header?: string
}

export interface CarouselProps {
  slides: Slide[]
  label: string
  active?: number
  onChange?: (index: number) => void
  fade?: boolean
  interval?: number
}

const prefersReducedMotion = () =>
  typeof window !== 'undefined' && window.matchMedia('(prefers-reduced-motion: reduce)').matches

/** Our own: reactstrap's CarouselItem uses findDOMNode, which StrictMode warns about. */
export function Carousel({ slides, label, active, onChange, fade = false, interval }: CarouselProps) {
  const [own, setOwn] = useState(0)
  const [paused, setPaused] = useState(false)
  const index = active ?? own
  const go = (to: number) => {
    const next = (to + slides.length) % slides.length
    setOwn(next)
    onChange?.(next)
  }
  useEffect(() => {
    if (!interval || paused || prefersReducedMotion()) return
    const timer = setTimeout(() => go(index + 1), interval)
    return () => clearTimeout(timer)
  })
  return (
    <section
      className={`nl-carousel ${fade ? 'nl-carousel-fade' : ''}`}
      aria-roledescription="carousel"
      aria-label={label}
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
    >
      <div className="nl-carousel-track" style={{ '--nl-slide': index } as CSSProperties}>
        {slides.map((slide, position) => (
          <div
            key={slide.key}
            className={`nl-carousel-slide ${position === index ? 'active' : ''}`}
            role="group"
            aria-roledescription="slide"
            aria-label={`${position + 1} / ${slides.length}`}
            aria-hidden={position !== index}
          >
            <img src={slide.src} alt={slide.altText} className="d-block w-100" />
            {(slide.caption || slide.header) && (
              <div className="carousel-caption">
                {slide.header && <h3 className="h5">{slide.header}</h3>}
                {slide.caption && <p className="mb-0">{slide.caption}</p>}
              </div>
            )}
          </div>
        ))}
      </div>
      <button type="button" className="carousel-control-prev" onClick={() => go(index - 1)}>
        <ChevronLeft className="nl-carousel-arrow flip-rtl" aria-hidden="true" />
        <span className="visually-hidden">Previous slide</span>
      </button>
      <button type="button" className="carousel-control-next" onClick={() => go(index + 1)}>
        <ChevronRight className="nl-carousel-arrow flip-rtl" aria-hidden="true" />
        <span className="visually-hidden">Next slide</span>
      </button>
      <div className="carousel-indicators">
        {slides.map((slide, position) => (
          <button
            key={slide.key}
            type="button"
            className={position === index ? 'active' : undefined}
            aria-current={position === index}
            aria-label={`Slide ${position + 1}`}
            onClick={() => go(position)}
          />
        ))}
      </div>
    </section>
  )
}
