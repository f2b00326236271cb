import { Link } from 'react-router-dom'
import type { Product } from '../contract'
import { ecommercePaths } from '../routes.contract'
import { Rating } from './Rating'
import { Money } from '@core/components/Money'

interface ProductHeadlineProps {
  product: Pick<Product, 'name' | 'slug' | 'rating' | 'price'>
  headingId: string
  headingLevel: 'h2' | 'h3'
}

export function ProductHeadline({ product, headingId, headingLevel: Heading }: ProductHeadlineProps) {
  return (
    <>
      <div className="d-flex flex-wrap justify-content-between align-items-center column-gap-2 mb-2">
        <Rating value={product.rating} />
        <span className="fw-semibold fs-5">
          <Money value={product.price} />
        </span>
      </div>
      <Heading className="h6 mb-1" id={headingId}>
        <Link to={ecommercePaths.detail(product.slug)} className="product-name">
          {product.name}
        </Link>
      </Heading>
    </>
  )
}
