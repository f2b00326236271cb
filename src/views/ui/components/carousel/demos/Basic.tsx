import { Carousel } from '../Carousel'
import { slides } from '../slides'

/** Slides with captions, arrows and indicators; it keeps its own state and does not play by itself. */
export default function CarouselBasic() {
  return <Carousel slides={slides} label="Travel photos" />
}
