import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { ThemedSlider } from '../ThemedSlider'

const channels = ['success', 'warning', 'danger'] as const

/** Vertical sliders in the theme colours; the last one is disabled. */
export default function SliderVerticalColours() {
  const { t } = useTranslation('extensions')
  const [levels, setLevels] = useState([70, 45, 20])
  return (
    <div className="slider-vertical-row">
      {channels.map((color, index) => (
        <ThemedSlider
          key={color}
          vertical
          color={color}
          value={levels[index]}
          disabled={index === 2}
          onChange={(value) =>
            typeof value === 'number' &&
            setLevels((all) => all.map((level, at) => (at === index ? value : level)))
          }
          ariaLabelForHandle={t('slider.sample.channel', { number: index + 1 })}
        />
      ))}
    </div>
  )
}
