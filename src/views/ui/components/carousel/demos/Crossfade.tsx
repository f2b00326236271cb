import { UncontrolledCarousel } from 'reactstrap'
import { slides } from '../slides'

/** `fade`: slides cross-fade instead of sliding. */
export default function CarouselCrossfade() {
  return <UncontrolledCarousel items={slides} fade interval={false} className="demo-carousel" />
}
