import { useTranslation } from 'react-i18next'
import { Swatch } from '../Swatch'
import { themeColors } from '../palette'

// Bootstrap's tint/shade steps: 100-400 mix in white, 600-900 mix in black, 500 is the colour itself.
const steps = [
  [100, 'white', 20],
  [200, 'white', 40],
  [300, 'white', 60],
  [400, 'white', 80],
  [500, 'white', 100],
  [600, 'black', 80],
  [700, 'black', 60],
  [800, 'black', 40],
  [900, 'black', 20]
] as const

/** Nine shades of each colour, from the CSS variable with color-mix(): no extra stylesheet. */
export default function ColorsShades() {
  const { t } = useTranslation(['ui', 'demo'])
  return (
    <div className="d-grid gap-4">
      {themeColors
        .filter((color) => color !== 'light' && color !== 'dark')
        .map((color) => (
          <section key={color} aria-label={t(`demo:colors.${color}`)}>
            <h3 className="h6">{t(`demo:colors.${color}`)}</h3>
            <div className="swatch-grid">
              {steps.map(([step, mix, amount]) => (
                <Swatch
                  key={step}
                  name={`${color}-${step}`}
                  background={`color-mix(in srgb, var(--bs-${color}) ${amount}%, ${mix})`}
                />
              ))}
            </div>
          </section>
        ))}
    </div>
  )
}
