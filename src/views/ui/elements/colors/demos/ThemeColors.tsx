import { Swatch } from '../Swatch'
import { themeColors } from '../palette'

/** The eight theme colours: `var(--bs-<name>)` in CSS, `color="<name>"` on components. */
export default function ColorsThemeColors() {
  return (
    <div className="swatch-grid">
      {themeColors.map((color) => (
        <Swatch key={color} name={color} background={`var(--bs-${color})`} />
      ))}
    </div>
  )
}
