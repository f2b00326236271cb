import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { ThemedSlider } from '../ThemedSlider'

/** Pips with labels; `step={null}` lets the handle stop only on a mark. */
export default function SliderMarks() {
  const { t } = useTranslation('extensions')
  const [size, setSize] = useState(50)
  const marks = { 0: 'XS', 25: 'S', 50: 'M', 75: 'L', 100: 'XL' }
  return (
    <div className="d-grid gap-4 px-3 pb-2">
      <ThemedSlider
        marks={marks}
        step={null}
        value={size}
        color="info"
        onChange={(value) => typeof value === 'number' && setSize(value)}
        ariaLabelForHandle={t('slider.sample.size')}
        ariaValueTextFormatterForHandle={(value) => marks[value as keyof typeof marks]}
      />
      <p className="mb-0 text-body-secondary" aria-live="polite">
        {t('slider.sample.sizeIs', { size: marks[size as keyof typeof marks] })}
      </p>
    </div>
  )
}
