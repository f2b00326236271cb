/** Inline elements with a meaning: marked, deleted, inserted, strong, code and keyboard input. */
export default function TypographyInlineText() {
  return (
    <div className="d-grid gap-2">
      <p className="mb-0">
        You can use the mark tag to <mark>highlight</mark> text.
      </p>
      <p className="mb-0">
        <del>This line is deleted text.</del>
      </p>
      <p className="mb-0">
        <s>This line is no longer accurate.</s>
      </p>
      <p className="mb-0">
        <ins>This line is an addition to the document.</ins>
      </p>
      <p className="mb-0">
        <u>This line is underlined.</u>
      </p>
      <p className="mb-0">
        <small>This line is fine print.</small>
      </p>
      <p className="mb-0">
        <strong>This line is bold.</strong> <em>This one is italic.</em>
      </p>
      <p className="mb-0">
        <abbr title="Value-added tax">VAT</abbr> is included. Run <code>npm run dev</code>, then press{' '}
        <kbd>Ctrl</kbd> + <kbd>K</kbd> to search.
      </p>
    </div>
  )
}
