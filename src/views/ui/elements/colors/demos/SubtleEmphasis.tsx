import { Swatch } from '../Swatch'
import { themeColors } from '../palette'

/** Each colour's subtle background, border and emphasis text: they change with the skin. */
export default function ColorsSubtleEmphasis() {
  return (
    <div className="d-grid gap-4">
      {themeColors.map((color) => (
        <section key={color} aria-label={color}>
          <h3 className="h6 text-capitalize">{color}</h3>
          <div className="swatch-grid">
            <Swatch name={`bg-${color}-subtle`} background={`var(--bs-${color}-bg-subtle)`} />
            <Swatch name={`border-${color}-subtle`} background={`var(--bs-${color}-border-subtle)`} />
            <Swatch name={`text-${color}-emphasis`} background={`var(--bs-${color}-text-emphasis)`} />
            <p
              className={
                `bg-${color}-subtle text-${color}-emphasis border border-${color}-subtle ` +
                'rounded p-2 mb-0 small align-self-start'
              }
            >
              Sample text
            </p>
          </div>
        </section>
      ))}
    </div>
  )
}
