import { useTranslation } from 'react-i18next'
import type { Swiper as SwiperClass } from 'swiper'
import { A11y, Keyboard } from 'swiper/modules'
import { Swiper, type SwiperProps } from 'swiper/react'
import 'swiper/css'
import { useLayoutSettings } from '@core/hooks/useLayoutSettings'
import './swiper.scss'

const slots = { index: '{{index}}', slidesLength: '{{slidesLength}}' }

// Swiper listens for arrows on the whole document: only the carousel holding the focus may take them.
function keysWhileFocused(swiper: SwiperClass) {
  swiper.el.addEventListener('focusin', () => swiper.keyboard.enable())
  swiper.el.addEventListener('focusout', (event) => {
    if (!swiper.el.contains(event.relatedTarget as Node | null)) swiper.keyboard.disable()
  })
}

/** Swiper in the skin's colours and the page's direction, moved by arrows once focused, in the page's language. */
export function ThemedSwiper({
  label,
  modules = [],
  className = '',
  ...props
}: SwiperProps & { label: string }) {
  const { t } = useTranslation('extensions')
  const { direction } = useLayoutSettings()
  return (
    // Swiper reads the direction once: a new one builds a new carousel.
    <Swiper
      key={direction}
      dir={direction}
      modules={[Keyboard, A11y, ...modules]}
      keyboard={{ enabled: false }}
      tabIndex={0}
      onInit={keysWhileFocused}
      a11y={{
        containerRole: 'region',
        containerMessage: t('swiper.sample.photos', { name: label }),
        containerRoleDescriptionMessage: t('swiper.sample.carousel'),
        itemRoleDescriptionMessage: t('swiper.sample.slide'),
        prevSlideMessage: t('swiper.sample.previous'),
        nextSlideMessage: t('swiper.sample.next'),
        firstSlideMessage: t('swiper.sample.first'),
        lastSlideMessage: t('swiper.sample.last'),
        paginationBulletMessage: t('swiper.sample.goTo', slots),
        slideLabelMessage: t('swiper.sample.slideOf', slots)
      }}
      className={`themed-swiper ${className}`}
      {...props}
    />
  )
}
