import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { formatMoney } from '@/utility/format'
import { ThemedSlider } from '../ThemedSlider'

const bounds = { min: 0, max: 1000 }

/** A price filter: the slider and the two fields move each other; the fields put the ends in order on leaving. */
export default function SliderPriceRange() {
  const { t, i18n } = useTranslation('extensions')
  const [range, setRange] = useState<number[]>([150, 600])
  const money = (value: number) => formatMoney(value, i18n.language, 'whole')
  const setEnd = (index: number, text: string) => {
    const value = Math.max(bounds.min, Math.min(bounds.max, Number(text) || 0))
    setRange((current) => current.map((end, at) => (at === index ? value : end)))
  }
  const ordered = [...range].sort((a, b) => a - b)
  return (
    <div className="d-grid gap-3 px-2 pt-4">
      <ThemedSlider
        range
        {...bounds}
        step={10}
        value={ordered}
        allowCross={false}
        onChange={(value) => Array.isArray(value) && setRange(value)}
        tips={money}
        ariaLabelForHandle={[t('slider.sample.minPrice'), t('slider.sample.maxPrice')]}
        ariaValueTextFormatterForHandle={[money, money]}
      />
      <div className="d-flex gap-3">
        {[t('slider.sample.minPrice'), t('slider.sample.maxPrice')].map((label, index) => (
          <label key={label} className="flex-fill">
            <span className="form-label d-block">{label}</span>
            <input
              type="number"
              className="form-control"
              min={bounds.min}
              max={bounds.max}
              step={10}
              value={range[index]}
              onChange={(event) => setEnd(index, event.target.value)}
              onBlur={() => setRange(ordered)}
            />
          </label>
        ))}
      </div>
      <p className="mb-0 text-body-secondary" aria-live="polite">
        <bdi>{t('slider.sample.priceIs', { from: money(ordered[0]!), to: money(ordered[1]!) })}</bdi>
      </p>
    </div>
  )
}
