/** Bootstrap's text utilities: alignment, wrapping, case, weight and colour, no CSS of your own. */
export default function TypographyTextUtilities() {
  return (
    <div className="d-grid gap-2">
      <p className="text-start mb-0">Start-aligned text (follows the reading direction).</p>
      <p className="text-center mb-0">Centre-aligned text.</p>
      <p className="text-end mb-0">End-aligned text.</p>
      <p className="text-truncate mb-0" style={{ maxInlineSize: '16rem' }}>
        A long line that is cut with an ellipsis when it does not fit.
      </p>
      <p className="text-lowercase mb-0">LOWERCASED TEXT.</p>
      <p className="text-uppercase mb-0">uppercased text.</p>
      <p className="text-capitalize mb-0">capitalised text.</p>
      <p className="mb-0">
        <span className="fw-light">Light</span> · <span className="fw-normal">Normal</span> ·{' '}
        <span className="fw-semibold">Semibold</span> · <span className="fw-bold">Bold</span> ·{' '}
        <span className="fst-italic">Italic</span>
      </p>
      <p className="mb-0">
        <span className="text-primary-emphasis">Primary</span> ·{' '}
        <span className="text-success-emphasis">Success</span> ·{' '}
        <span className="text-danger-emphasis">Danger</span> ·{' '}
        <span className="text-warning-emphasis">Warning</span> ·{' '}
        <span className="text-body-secondary">Muted</span>
      </p>
    </div>
  )
}
