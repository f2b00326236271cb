import { useEffect, useRef } from 'react'
import { X } from 'lucide-react'
import { useTranslation } from 'react-i18next'
// eslint-disable-next-line no-restricted-imports -- a search, filter or pick outside any form
import { Button, Input, Label } from 'reactstrap'
import { productBrands, productCategories } from '../contract'
import { Rating } from '../components/Rating'
import { PriceRange } from './PriceRange'
import type { ShopState, ShopUpdate } from './shopList'

interface Props {
  state: ShopState
  update: ShopUpdate
  isOpen: boolean
  onClose: () => void
}

const noFilters: Partial<ShopState> = {
  brands: [],
  category: '',
  minPrice: null,
  maxPrice: null,
  rating: 0,
  freeShipping: false
}

export function ShopFilters({ state, update, isOpen, onClose }: Props) {
  const { t } = useTranslation('ecommerce')
  const closeButton = useRef<HTMLButtonElement>(null)
  useEffect(() => {
    if (!isOpen) return
    const opener = document.activeElement
    closeButton.current?.focus()
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && onClose()
    document.addEventListener('keydown', onKey)
    return () => {
      document.removeEventListener('keydown', onKey)
      if (opener instanceof HTMLElement) opener.focus()
    }
  }, [isOpen, onClose])
  const toggleBrand = (brand: (typeof productBrands)[number]) =>
    update({
      brands: state.brands.includes(brand)
        ? state.brands.filter((b) => b !== brand)
        : [...state.brands, brand]
    })

  return (
    <>
      <aside
        id="shop-filters"
        className={`offcanvas-lg offcanvas-start shop-filters ${isOpen ? 'show' : ''}`}
        aria-labelledby="shop-filters-title"
      >
        <div className="offcanvas-header">
          <h2 id="shop-filters-title" className="h5 mb-0">
            {t('filters.title')}
          </h2>
          <button
            ref={closeButton}
            type="button"
            className="btn-close d-lg-none"
            aria-label={t('filters.close')}
            onClick={onClose}
          />
        </div>
        <div className="offcanvas-body d-block">
          <PriceRange state={state} update={update} />
          <fieldset className="mb-4">
            <legend className="h6">{t('filters.category')}</legend>
            {(['', ...productCategories] as const).map((category) => (
              <div key={category || 'all'} className="form-check">
                <Input
                  type="radio"
                  id={`category-${category || 'all'}`}
                  name="category"
                  checked={state.category === category}
                  onChange={() => update({ category })}
                />
                <Label check for={`category-${category || 'all'}`}>
                  {category ? t(`categories.${category}`) : t('filters.allCategories')}
                </Label>
              </div>
            ))}
          </fieldset>
          <fieldset className="mb-4">
            <legend className="h6">{t('filters.brands')}</legend>
            {productBrands.map((brand, index) => (
              <div key={brand} className="form-check">
                <Input
                  type="checkbox"
                  id={`brand-${index}`}
                  checked={state.brands.includes(brand)}
                  onChange={() => toggleBrand(brand)}
                />
                <Label check for={`brand-${index}`}>
                  {brand}
                </Label>
              </div>
            ))}
          </fieldset>
          <RatingFilter rating={state.rating} onRating={(rating) => update({ rating })} />
          <div className="form-check form-switch mb-4">
            <Input
              type="switch"
              role="switch"
              id="free-shipping"
              checked={state.freeShipping}
              onChange={(event) => update({ freeShipping: event.target.checked })}
            />
            <Label check for="free-shipping">
              {t('filters.freeShipping')}
            </Label>
          </div>
          <Button color="primary" outline block onClick={() => update(noFilters)}>
            <X size={16} aria-hidden="true" className="me-1" />
            {t('filters.clearAll')}
          </Button>
        </div>
      </aside>
      {isOpen && (
        <div className="offcanvas-backdrop fade show d-lg-none" aria-hidden="true" onClick={onClose} />
      )}
    </>
  )
}

function RatingFilter({ rating: current, onRating }: { rating: number; onRating: (rating: number) => void }) {
  const { t } = useTranslation('ecommerce')
  return (
    <fieldset className="mb-4">
      <legend className="h6">{t('filters.rating')}</legend>
      {[0, 4, 3, 2, 1].map((rating) => (
        <div key={rating} className="form-check d-flex align-items-center gap-2">
          <Input
            type="radio"
            id={`rating-${rating}`}
            name="rating"
            checked={current === rating}
            onChange={() => onRating(rating)}
          />
          <Label check for={`rating-${rating}`} className="d-flex align-items-center gap-1">
            {rating ? (
              <>
                <Rating value={rating} size={14} />
                <bdi>{t('filters.andUp')}</bdi>
              </>
            ) : (
              t('filters.anyRating')
            )}
          </Label>
        </div>
      ))}
    </fieldset>
  )
}
