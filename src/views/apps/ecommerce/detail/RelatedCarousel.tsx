import { useTranslation } from 'react-i18next'
import { Link } from 'react-router-dom'
import { A11y, Keyboard, Navigation } from 'swiper/modules'
import { Swiper, SwiperSlide } from 'swiper/react'
import 'swiper/css'
import 'swiper/css/navigation'
import { useLayoutSettings } from '@core/hooks/useLayoutSettings'
import type { Product } from '../contract'
import { ecommercePaths } from '../routes.contract'
import { ProductImage } from '../components/ProductImage'
import { Rating } from '../components/Rating'
import { Money } from '@core/components/Money'

export default function RelatedCarousel({ products }: { products: Product[] }) {
  const { t } = useTranslation('ecommerce')
  const { direction } = useLayoutSettings()
  return (
    // Swiper reads the direction once: a new one builds a new carousel.
    <Swiper
      key={direction}
      dir={direction}
      modules={[Navigation, Keyboard, A11y]}
      navigation
      keyboard={{ enabled: true, onlyInViewport: true }}
      a11y={{ prevSlideMessage: t('detail.previousSlide'), nextSlideMessage: t('detail.nextSlide') }}
      spaceBetween={16}
      slidesPerView={1.4}
      breakpoints={{ 576: { slidesPerView: 2.5 }, 992: { slidesPerView: 4 } }}
    >
      {products.map((product) => (
        <SwiperSlide key={product.id}>
          <Link
            to={ecommercePaths.detail(product.slug)}
            className="d-block text-center text-body text-decoration-none px-4"
          >
            <span className="d-block fw-semibold text-truncate">{product.name}</span>
            <span className="d-block small text-body-secondary mb-2">{product.brand}</span>
            <ProductImage src={product.image} size={160} className="mx-auto mb-2" />
            <Rating value={product.rating} size={14} />
            <span className="d-block fw-semibold text-primary">
              <Money value={product.price} />
            </span>
          </Link>
        </SwiperSlide>
      ))}
    </Swiper>
  )
}
