import type { Slide } from './Carousel'

export const slides: Slide[] = [
  {
    key: 'aurora',
    src: '/images/slides/1.svg',
    altText: 'Northern lights over a mountain ridge at night',
    caption: 'Aurora nights',
    header: 'Tromsø, January'
  },
  {
    key: 'sunset',
    src: '/images/slides/2.svg',
    altText: 'An orange sunset over a calm bay with two huts',
    caption: 'Evening by the bay',
    header: 'Lofoten, June'
  },
  {
    key: 'growth',
    src: '/images/slides/3.svg',
    altText: 'A chart line rising across a green background',
    caption: 'Growth, quarter after quarter',
    header: 'Q3 report'
  }
]
