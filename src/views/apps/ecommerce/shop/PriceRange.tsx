import Slider from 'rc-slider'
import 'rc-slider/assets/index.css'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from 'reactstrap'
import { useLayoutSettings } from '@core/hooks/useLayoutSettings'
import { priceBounds } from '../contract'
import { useMoney } from '@core/hooks/useMoney'
import type { ShopState, ShopUpdate } from './shopList'

type Range = [number, number]

const presets: Range[] = [
  [0, 100],
  [100, 300],
  [300, 600],
  [600, priceBounds.max]
]

export function PriceRange({ state, update }: { state: ShopState; update: ShopUpdate }) {
  const { t } = useTranslation('ecommerce')
  const money = useMoney()
  const applied: Range = [state.minPrice ?? priceBounds.min, state.maxPrice ?? priceBounds.max]
  const rtl = useLayoutSettings().direction === 'rtl'
  const [dragging, setDragging] = useState<Range | null>(null)
  const shown = dragging ?? applied
  const apply = ([min, max]: Range) => {
    setDragging(null)
    update({ minPrice: min > priceBounds.min ? min : null, maxPrice: max < priceBounds.max ? max : null })
  }
  const isApplied = ([min, max]: Range) => applied[0] === min && applied[1] === max

  return (
    <fieldset className="mb-4">
      <legend className="h6">{t('filters.price')}</legend>
      <p className="small text-body-secondary mb-2" aria-live="polite">
        <bdi dir="ltr">
          {money(shown[0])} – {money(shown[1])}
          {shown[1] === priceBounds.max ? '+' : ''}
        </bdi>
      </p>
      <div className="px-2 mb-3">
        <Slider
          range
          className="shop-price-slider"
          reverse={rtl}
          min={priceBounds.min}
          max={priceBounds.max}
          step={10}
          value={shown}
          allowCross={false}
          onChange={(value) => Array.isArray(value) && setDragging([value[0], value[1]])}
          onChangeComplete={(value) => Array.isArray(value) && apply([value[0], value[1]])}
          ariaLabelForHandle={[t('filters.minPrice'), t('filters.maxPrice')]}
          ariaValueTextFormatterForHandle={[money, money]}
        />
      </div>
      <div className="d-flex flex-wrap gap-2">
        {presets.map((range) => (
          <Button
            key={range.join('-')}
            size="sm"
            color="primary"
            outline={!isApplied(range)}
            aria-pressed={isApplied(range)}
            onClick={() => apply(range)}
          >
            <bdi>
              {range[1] === priceBounds.max
                ? t('filters.priceFrom', { price: money(range[0]) })
                : `${money(range[0])} – ${money(range[1])}`}
            </bdi>
          </Button>
        ))}
      </div>
    </fieldset>
  )
}
