import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { ThemedSlider } from '../ThemedSlider'

/** One handle: drag it, or focus it and use the arrows, Page Up/Down, Home and End. */
export default function SliderBasic() {
  const { t } = useTranslation('extensions')
  const [volume, setVolume] = useState(40)
  return (
    <div className="d-grid gap-3 px-2">
      <ThemedSlider
        value={volume}
        onChange={(value) => typeof value === 'number' && setVolume(value)}
        ariaLabelForHandle={t('slider.sample.volume')}
      />
      <p className="mb-0 text-body-secondary" aria-live="polite">
        {t('slider.sample.volumeIs', { value: volume })}
      </p>
    </div>
  )
}
