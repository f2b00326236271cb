import { Carousel } from '../Carousel'
import { slides } from '../slides'

/** `fade`: slides cross-fade instead of sliding. */
export default function CarouselCrossfade() {
  return <Carousel slides={slides} label="Travel photos, cross-fading" fade />
}
