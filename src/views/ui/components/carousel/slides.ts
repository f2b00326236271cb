import { useTranslation } from 'react-i18next'
import type { Slide } from './Carousel'
import { publicUrl } from '@/utility/publicUrl'

const pictures = [
  { key: 'aurora', src: publicUrl('images/slides/1.svg') },
  { key: 'sunset', src: publicUrl('images/slides/2.svg') },
  { key: 'growth', src: publicUrl('images/slides/3.svg') }
] as const

/** The carousel demos' slides, drawings of our own in public/images/slides, with texts in the page's language. */
export function useSlides(): Slide[] {
  const { t } = useTranslation('components')
  return pictures.map(({ key, src }) => ({
    key,
    src,
    altText: t(`carousel.sample.${key}.alt`),
    caption: t(`carousel.sample.${key}.caption`),
    header: t(`carousel.sample.${key}.header`)
  }))
}
