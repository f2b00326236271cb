import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { ThemedSlider } from '../ThemedSlider'

/** Two handles that cannot cross, steps of 5 and a tip over each handle. */
export default function SliderRange() {
  const { t } = useTranslation('extensions')
  const [hours, setHours] = useState<number[]>([9, 17])
  return (
    <div className="d-grid gap-3 px-2 pt-4">
      <ThemedSlider
        range
        min={0}
        max={24}
        value={hours}
        allowCross={false}
        onChange={(value) => Array.isArray(value) && setHours(value)}
        tips={(value) => `${value}:00`}
        ariaLabelForHandle={[t('slider.sample.opens'), t('slider.sample.closes')]}
        ariaValueTextFormatterForHandle={[(value) => `${value}:00`, (value) => `${value}:00`]}
      />
      <p className="mb-0 text-body-secondary" aria-live="polite">
        {t('slider.sample.hours', { from: `${hours[0]}:00`, to: `${hours[1]}:00` })}
      </p>
    </div>
  )
}
