import { UncontrolledCarousel } from 'reactstrap'
import { slides } from '../slides'

/** Slides with captions, arrows and indicators, and no state of your own; no autoplay. */
export default function CarouselBasic() {
  return <UncontrolledCarousel items={slides} interval={false} className="demo-carousel" />
}
