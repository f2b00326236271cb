import { Alert } from '@core/components/overlays'

const colors = ['primary', 'secondary', 'success', 'danger', 'warning', 'info', 'light', 'dark'] as const

/** One alert per theme colour, with a heading and a link in the alert's own colour. */
export default function AlertColors() {
  return (
    <div>
      {colors.map((color) => (
        <Alert key={color} color={color}>
          <h3 className="alert-heading h6 text-capitalize">{color}</h3>A {color} alert with{' '}
          <a href="#alerts" className="alert-link">
            a link inside
          </a>
          : the link takes the alert&apos;s colour.
        </Alert>
      ))}
    </div>
  )
}
